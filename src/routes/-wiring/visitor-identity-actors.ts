// The real call and storage behind the identity gate (a file of its own: only a signed-in user's page loads it).
import type { IdentifiedContact } from '../../contract/contract.ts';
import { visitorIdentityMachine, type VisitorIdentityInput } from '../../machines/visitor-identity-machine.ts';
import { readContactId, readConversationId } from '../../services/storage.ts';
import { apiCall, browserServices, type ChatServices } from './chat-actors.ts';

/** The identity gate also reads what this browser has stored. */
export interface IdentityServices extends ChatServices {
  readContactId: (organisationId: string) => string | null;
  readConversationId: () => string | null;
}

/**
 * The identity gate's machine with the real call. A verified user's contact is stored for the
 * organisation; the conversation stored in this browser stays only if it is already theirs,
 * otherwise their latest one (or none) takes its place: one person's conversation is never shown
 * to another signed in on the same browser.
 */
export function provideVisitorIdentityActors(
  machine: typeof visitorIdentityMachine = visitorIdentityMachine,
  services: Partial<IdentityServices> = {},
) {
  const all: IdentityServices = { ...browserServices, readContactId, readConversationId, ...services };
  return machine.provide({
    actors: {
      identifyVisitor: apiCall<IdentifiedContact, VisitorIdentityInput>((input, options) =>
        all.api.postIdentify({ organisation_id: input.organisationId, user_id: input.userId, user_hash: input.userHash }, options),
      ),
    },
    actions: {
      storeIdentity: ({ context }) => {
        if (!context.identified) return;
        const { contact, conversation_id: latest } = context.identified;
        const own = all.readContactId(context.organisationId) === contact.id && all.readConversationId() !== null;
        if (!own) all.saveConversationId(latest);
        all.saveContactId(context.organisationId, contact.id);
      },
    },
  });
}
