import { createActor, waitFor } from 'xstate';
import type { IdentifiedContact } from '../../src/contract/contract.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSignedInUser, type SignOutStorage } from '../../src/routes/-wiring/identity-sign-out.ts';
import { provideVisitorIdentityActors, type IdentityServices } from '../../src/routes/-wiring/visitor-identity-actors.ts';
import { createApi } from '../../src/services/api.ts';
import { CONTACT_ID, ORGANISATION_ID, OTHER_CONVERSATION_ID } from './models/fixtures.ts';
import { USER_HASH, USER_ID, identified, visitorIdentityModel } from './models/visitor-identity-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(visitorIdentityModel);

// routes/-wiring's storeIdentity: what a verified user's identity does to this browser's stored ids.
describe('a verified identity in storage', () => {
  afterEach(() => vi.restoreAllMocks());

  async function verifyWith(stored: { contactId: string | null; conversationId: string | null }, answer: IdentifiedContact = identified) {
    const saved: { conversationId?: string | null; contactId?: string | null; verifiedContactId?: string | null; sentContactId?: string } = {};
    const services: Partial<IdentityServices> = {
      api: {
        ...createApi(),
        postIdentify: async (payload) => {
          if (payload.contact_id !== undefined) saved.sentContactId = payload.contact_id;
          return answer;
        },
      },
      readContactId: () => stored.contactId,
      readConversationId: () => stored.conversationId,
      saveConversationId: (id) => (saved.conversationId = id),
      saveContactId: (_, id) => (saved.contactId = id),
      saveVerifiedContactId: (_, id) => (saved.verifiedContactId = id),
    };
    const actor = createActor(provideVisitorIdentityActors(undefined, services), {
      input: { organisationId: ORGANISATION_ID, userId: USER_ID, userHash: USER_HASH },
    }).start();
    await waitFor(actor, (snapshot) => snapshot.hasTag('settled'));
    return saved;
  }

  it("replaces another contact's stored conversation with the user's latest", async () => {
    expect(await verifyWith({ contactId: CONTACT_ID, conversationId: OTHER_CONVERSATION_ID })).toEqual({
      sentContactId: CONTACT_ID,
      contactId: identified.contact.id,
      verifiedContactId: identified.contact.id,
      conversationId: identified.conversation_id,
    });
  });

  it("keeps the conversation open in this browser when it is already the user's", async () => {
    expect(await verifyWith({ contactId: identified.contact.id, conversationId: OTHER_CONVERSATION_ID })).toEqual({
      sentContactId: identified.contact.id,
      contactId: identified.contact.id,
      verifiedContactId: identified.contact.id,
    });
  });

  it('keeps the conversation open in this browser when the server just moved it to the user', async () => {
    const moved = { ...identified, moved_conversation_ids: [OTHER_CONVERSATION_ID] };
    expect(await verifyWith({ contactId: CONTACT_ID, conversationId: OTHER_CONVERSATION_ID }, moved)).toEqual({
      sentContactId: CONTACT_ID,
      contactId: identified.contact.id,
      verifiedContactId: identified.contact.id,
    });
  });

  it("opens the user's latest conversation on a device that has none", async () => {
    expect(await verifyWith({ contactId: null, conversationId: null })).toEqual({
      contactId: identified.contact.id,
      verifiedContactId: identified.contact.id,
      conversationId: identified.conversation_id,
    });
  });

  async function refuseWith(stored: { contactId: string | null; verifiedContactId: string | null }) {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const saved: Record<string, unknown> = {};
    const actor = createActor(
      provideVisitorIdentityActors(undefined, {
        api: { ...createApi(), postIdentify: async () => Promise.reject(new Error('403')) },
        readContactId: () => stored.contactId,
        readVerifiedContactId: () => stored.verifiedContactId,
        saveConversationId: (id) => (saved.conversationId = id),
        saveContactId: (_, id) => (saved.contactId = id),
        saveVerifiedContactId: (_, id) => (saved.verifiedContactId = id),
      }),
      { input: { organisationId: ORGANISATION_ID, userId: USER_ID, userHash: USER_HASH } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.hasTag('settled'));
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"user-42" was not verified'), expect.any(Error));
    return saved;
  }

  it("changes nothing of an anonymous visitor's stored ids when the identity is refused", async () => {
    expect(await refuseWith({ contactId: CONTACT_ID, verifiedContactId: null })).toEqual({});
  });

  it('forgets the signed-in user this browser remembers when the identity is refused: the chat starts anonymously', async () => {
    expect(await refuseWith({ contactId: CONTACT_ID, verifiedContactId: CONTACT_ID })).toEqual({
      contactId: null,
      conversationId: null,
      verifiedContactId: null,
    });
  });
});

// routes/-wiring/identity-sign-out.ts: a page that no longer names the user (signed out on the site).
describe('a page without an identity', () => {
  function storage(stored: { contactId: string | null; verifiedContactId: string | null }) {
    const saved: Record<string, string | null> = {};
    const services: SignOutStorage = {
      readContactId: () => stored.contactId,
      readVerifiedContactId: () => stored.verifiedContactId,
      saveContactId: (_, id) => (saved.contactId = id),
      saveConversationId: (id) => (saved.conversationId = id),
      saveVerifiedContactId: (_, id) => (saved.verifiedContactId = id),
    };
    return { services, saved };
  }

  it("forgets the signed-in user's contact and conversation: the chat starts anonymously", () => {
    const { services, saved } = storage({ contactId: identified.contact.id, verifiedContactId: identified.contact.id });
    forgetSignedInUser(ORGANISATION_ID, services);
    expect(saved).toEqual({ contactId: null, conversationId: null, verifiedContactId: null });
  });

  it("leaves an anonymous visitor's ids as they are", () => {
    const { services, saved } = storage({ contactId: CONTACT_ID, verifiedContactId: null });
    forgetSignedInUser(ORGANISATION_ID, services);
    expect(saved).toEqual({});
  });

  it('keeps an anonymous contact that replaced the user since, and drops only the stale mark', () => {
    const { services, saved } = storage({ contactId: CONTACT_ID, verifiedContactId: identified.contact.id });
    forgetSignedInUser(ORGANISATION_ID, services);
    expect(saved).toEqual({ verifiedContactId: null });
  });
});
