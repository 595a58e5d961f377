// The real call and storage behind the identity gate (a file of its own: only a signed-in user's page loads it).
import type { IdentifiedContact } from '../../contract/contract.ts';
import { visitorIdentityMachine, type VisitorIdentityInput } from '../../machines/visitor-identity-machine.ts';
import { readContactId, readConversationId, readVerifiedContactId, saveVerifiedContactId } from '../../services/storage.ts';
import { apiCall, browserServices, type ChatServices } from './chat-actors.ts';
import { forgetSignedInUser, type SignOutStorage } from './identity-sign-out.ts';

/** The identity gate also reads what this browser has stored. */
export interface IdentityServices extends ChatServices, SignOutStorage {
  readConversationId: () => string | null;
}

/**
 * The identity gate's machine with the real call. The contact this browser chatted as goes along:
 * if it was anonymous, the server moves its conversations to the user. A verified user's contact is
 * stored for the organisation, marked as a signed-in user's (identity-sign-out.ts forgets it when the
 * site no longer names the user); the conversation stored in this browser stays only if it is
 * already theirs (or was just moved to them), otherwise their latest one (or none) takes its place:
 * one person's conversation is never shown to another signed in on the same browser.
 */
export function provideVisitorIdentityActors(
  machine: typeof visitorIdentityMachine = visitorIdentityMachine,
  services: Partial<IdentityServices> = {},
) {
  const all: IdentityServices = { ...browserServices, readContactId, readConversationId, readVerifiedContactId, saveVerifiedContactId, ...services };
  return machine.provide({
    actors: {
      identifyVisitor: apiCall<IdentifiedContact, VisitorIdentityInput>((input, options) => {
        const stored = all.readContactId(input.organisationId);
        const payload = { organisation_id: input.organisationId, user_id: input.userId, user_hash: input.userHash };
        return all.api.postIdentify(stored ? { ...payload, contact_id: stored } : payload, options);
      }),
    },
    actions: {
      storeIdentity: ({ context }) => {
        if (!context.identified) return;
        const { contact, conversation_id: latest, moved_conversation_ids: moved } = context.identified;
        const stored = all.readConversationId();
        const own = stored !== null && (all.readContactId(context.organisationId) === contact.id || moved.includes(stored));
        if (!own) all.saveConversationId(latest);
        all.saveContactId(context.organisationId, contact.id);
        all.saveVerifiedContactId(context.organisationId, contact.id);
      },
      forgetSignedInUser: ({ context }) => forgetSignedInUser(context.organisationId, all),
    },
  });
}
