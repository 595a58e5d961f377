// The browser keys (SPEC.md §3): the conversation and the contact persist across visits in
// localStorage; the widget's organisation id and show flag live for the tab in sessionStorage.
// A contact is one organisation's (the server never reuses another's), so each organisation's
// contact id is also kept in a map: coming back to an organisation finds its own contact again,
// and with it the visitor's conversations there. 'contact_id' holds the one used last.
// Storage can be missing or refuse (private mode, Node): reads then give null, writes are skipped.
import { STORED_CONVERSATION_KEY } from '../embed/frame-shell-contract';

export const CONVERSATION_ID_KEY = STORED_CONVERSATION_KEY;
export const CONTACT_ID_KEY = 'contact_id';
export const CONTACT_IDS_KEY = 'korero_contact_ids';
/** Each organisation's contact that is a site's signed-in user (identity verification), not an anonymous visitor. */
export const VERIFIED_CONTACT_IDS_KEY = 'korero_verified_contact_ids';
export const WIDGET_ORGANISATION_ID_KEY = 'korero_widget_organisation_id';
export const WIDGET_SHOW_KEY = 'korero_widget_show';

export type StorageKind = 'localStorage' | 'sessionStorage';

function storage(kind: StorageKind): Storage | null {
  try {
    return typeof globalThis[kind] === 'undefined' ? null : globalThis[kind];
  } catch {
    return null;
  }
}

export function read(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) || null;
  } catch {
    return null;
  }
}

export function write(kind: StorageKind, key: string, value: string | null): void {
  try {
    const store = storage(kind);
    if (value) store?.setItem(key, value);
    else store?.removeItem(key);
  } catch (error) {
    console.error(`Could not store ${key}`, error);
  }
}

export const readConversationId = (): string | null => read('localStorage', CONVERSATION_ID_KEY);
/** An empty or null id removes the key. */
export const saveConversationId = (conversationId: string | null): void =>
  write('localStorage', CONVERSATION_ID_KEY, conversationId);

function readIdMap(key: string): Record<string, string> | null {
  const stored = read('localStorage', key);
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/**
 * This organisation's contact id. A browser that has no map yet (it stored contact ids before
 * they were kept per organisation) offers its one 'contact_id': the server ignores it unless it
 * is this organisation's.
 */
export function readContactId(organisationId: string): string | null {
  const contactIds = readIdMap(CONTACT_IDS_KEY);
  if (!contactIds) return read('localStorage', CONTACT_ID_KEY);
  const contactId = contactIds[organisationId];
  return typeof contactId === 'string' && contactId ? contactId : null;
}

/** An empty or null id forgets the organisation's contact. */
export function saveContactId(organisationId: string, contactId: string | null): void {
  saveInIdMap(CONTACT_IDS_KEY, organisationId, contactId);
  if (contactId) write('localStorage', CONTACT_ID_KEY, contactId);
}

function saveInIdMap(key: string, organisationId: string, id: string | null): void {
  const ids = { ...readIdMap(key) };
  if (id) ids[organisationId] = id;
  else delete ids[organisationId];
  write('localStorage', key, JSON.stringify(ids));
}

/** The organisation's contact that a site's signed-in user was verified as in this browser, or null. */
export function readVerifiedContactId(organisationId: string): string | null {
  const id = readIdMap(VERIFIED_CONTACT_IDS_KEY)?.[organisationId];
  return typeof id === 'string' && id ? id : null;
}

/** An empty or null id forgets that the organisation's contact is a signed-in user's. */
export const saveVerifiedContactId = (organisationId: string, contactId: string | null): void =>
  saveInIdMap(VERIFIED_CONTACT_IDS_KEY, organisationId, contactId);

export interface WidgetSession {
  organisationId: string | null;
  show: boolean;
}

export const readWidgetSession = (): WidgetSession => ({
  organisationId: read('sessionStorage', WIDGET_ORGANISATION_ID_KEY),
  show: read('sessionStorage', WIDGET_SHOW_KEY) === 'true',
});

/**
 * The widget demo page: this organisation's widget is shown. Coming back to the same
 * organisation's widget in this tab (a reload) keeps what the visitor chose: minimised stays
 * minimised, as the embed does on any site.
 */
export function setWidgetSession(organisationId: string): void {
  const returning = read('sessionStorage', WIDGET_ORGANISATION_ID_KEY) === organisationId;
  if (returning && read('sessionStorage', WIDGET_SHOW_KEY) !== null) return;
  write('sessionStorage', WIDGET_ORGANISATION_ID_KEY, organisationId);
  write('sessionStorage', WIDGET_SHOW_KEY, 'true');
}

/** The demo and fullscreen pages: no widget. */
export function clearWidgetSession(): void {
  write('sessionStorage', WIDGET_ORGANISATION_ID_KEY, null);
  write('sessionStorage', WIDGET_SHOW_KEY, null);
}
