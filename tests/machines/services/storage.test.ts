// services/storage.ts with in-memory Web Storage: the exact key names of SPEC.md §3 and the brief.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearWidgetSession,
  readContactId,
  readConversationId,
  readWidgetSession,
  saveContactId,
  saveConversationId,
  setWidgetSession,
} from '../../../src/services/storage.ts';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  keys = () => [...this.items.keys()];
}

let local: MemoryStorage;
let session: MemoryStorage;

beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('services/storage.ts', () => {
  it("keeps the conversation and the contact under 'conversation_id' and 'contact_id'", () => {
    saveConversationId('conversation-1');
    saveContactId('queenstown-adventures', 'contact-1');
    expect(local.getItem('conversation_id')).toBe('conversation-1');
    expect(local.getItem('contact_id')).toBe('contact-1');
    expect([readConversationId(), readContactId('queenstown-adventures')]).toEqual(['conversation-1', 'contact-1']);
    saveConversationId(null);
    expect(local.keys().sort()).toEqual(['contact_id', 'korero_contact_ids']);
    expect(readConversationId()).toBeNull();
  });

  it("keeps each organisation's contact: coming back to the first finds its own contact again", () => {
    saveContactId('queenstown-adventures', 'contact-q');
    expect(readContactId('harbourside-dental')).toBeNull();
    saveContactId('harbourside-dental', 'contact-h');
    expect(local.getItem('contact_id')).toBe('contact-h');
    expect(readContactId('queenstown-adventures')).toBe('contact-q');
    expect(readContactId('harbourside-dental')).toBe('contact-h');
    saveContactId('harbourside-dental', null);
    expect(readContactId('harbourside-dental')).toBeNull();
    expect(readContactId('queenstown-adventures')).toBe('contact-q');
  });

  it("offers a 'contact_id' stored before contacts were kept per organisation", () => {
    local.setItem('contact_id', 'legacy-contact');
    expect(readContactId('queenstown-adventures')).toBe('legacy-contact');
    saveContactId('queenstown-adventures', 'legacy-contact');
    expect(readContactId('harbourside-dental')).toBeNull();
  });

  it('sets the two widget session keys on the widget page and clears them elsewhere', () => {
    setWidgetSession('queenstown-adventures');
    expect(session.getItem('korero_widget_organisation_id')).toBe('queenstown-adventures');
    expect(session.getItem('korero_widget_show')).toBe('true');
    expect(readWidgetSession()).toEqual({ organisationId: 'queenstown-adventures', show: true });
    clearWidgetSession();
    expect(session.keys()).toEqual([]);
    expect(readWidgetSession()).toEqual({ organisationId: null, show: false });
  });

  it('keeps the visitor’s minimised widget when the widget page of the same organisation comes back', () => {
    setWidgetSession('queenstown-adventures');
    session.setItem('korero_widget_show', 'false');
    setWidgetSession('queenstown-adventures');
    expect(readWidgetSession()).toEqual({ organisationId: 'queenstown-adventures', show: false });
    // Another organisation's widget page shows its own widget.
    setWidgetSession('harbourside-dental');
    expect(readWidgetSession()).toEqual({ organisationId: 'harbourside-dental', show: true });
  });

  it('gives null without storage (Node, refused storage)', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    expect(readConversationId()).toBeNull();
  });
});
