import { createActor, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { provideVisitorIdentityActors, type IdentityServices } from '../../src/routes/-wiring/visitor-identity-actors.ts';
import { createApi } from '../../src/services/api.ts';
import { CONTACT_ID, ORGANISATION_ID, OTHER_CONVERSATION_ID } from './models/fixtures.ts';
import { USER_HASH, USER_ID, identified, visitorIdentityModel } from './models/visitor-identity-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(visitorIdentityModel);

// routes/-wiring's storeIdentity: what a verified user's identity does to this browser's stored ids.
describe('a verified identity in storage', () => {
  afterEach(() => vi.restoreAllMocks());

  async function verifyWith(stored: { contactId: string | null; conversationId: string | null }) {
    const saved: { conversationId?: string | null; contactId?: string | null } = {};
    const services: Partial<IdentityServices> = {
      api: { ...createApi(), postIdentify: async () => identified },
      readContactId: () => stored.contactId,
      readConversationId: () => stored.conversationId,
      saveConversationId: (id) => (saved.conversationId = id),
      saveContactId: (_, id) => (saved.contactId = id),
    };
    const actor = createActor(provideVisitorIdentityActors(undefined, services), {
      input: { organisationId: ORGANISATION_ID, userId: USER_ID, userHash: USER_HASH },
    }).start();
    await waitFor(actor, (snapshot) => snapshot.hasTag('settled'));
    return saved;
  }

  it("replaces another contact's stored conversation with the user's latest", async () => {
    expect(await verifyWith({ contactId: CONTACT_ID, conversationId: OTHER_CONVERSATION_ID })).toEqual({
      contactId: identified.contact.id,
      conversationId: identified.conversation_id,
    });
  });

  it("keeps the conversation open in this browser when it is already the user's", async () => {
    expect(await verifyWith({ contactId: identified.contact.id, conversationId: OTHER_CONVERSATION_ID })).toEqual({ contactId: identified.contact.id });
  });

  it("opens the user's latest conversation on a device that has none", async () => {
    expect(await verifyWith({ contactId: null, conversationId: null })).toEqual({
      contactId: identified.contact.id,
      conversationId: identified.conversation_id,
    });
  });

  it('changes nothing stored when the identity is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const saved: Record<string, unknown> = {};
    const actor = createActor(
      provideVisitorIdentityActors(undefined, {
        api: { ...createApi(), postIdentify: async () => Promise.reject(new Error('403')) },
        saveConversationId: (id) => (saved.conversationId = id),
        saveContactId: (_, id) => (saved.contactId = id),
      }),
      { input: { organisationId: ORGANISATION_ID, userId: USER_ID, userHash: USER_HASH } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.hasTag('settled'));
    expect(saved).toEqual({});
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"user-42" was not verified'), expect.any(Error));
  });
});
