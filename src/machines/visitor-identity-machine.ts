// Identity verification (issue 14): a site's signed-in user, checked by the server before the
// chat starts, so that the chat resumes as that user's one contact on any device. A refused
// identity (a wrong hash, no secret set up, no answer) is logged for the site's developer and the
// chat starts anonymously, as if no identity had been given.
import { assign, fromPromise, setup } from 'xstate';
import type { IdentifiedContact } from '../contract/contract.ts';

export interface VisitorIdentityInput {
  organisationId: string;
  userId: string;
  userHash: string;
}

export interface VisitorIdentityContext extends VisitorIdentityInput {
  identified: IdentifiedContact | null;
}

export type VisitorIdentityTag = 'verifying' | 'settled' | 'anonymous';

export const visitorIdentityMachine = setup({
  types: {
    input: {} as VisitorIdentityInput,
    context: {} as VisitorIdentityContext,
    tags: {} as VisitorIdentityTag,
  },
  actors: {
    // Placeholder: routes/-wiring/chat-actors.ts provides the real call (POST /contacts/identify).
    identifyVisitor: fromPromise<IdentifiedContact, VisitorIdentityInput>(async () => {
      throw new Error('identifyVisitor is not provided');
    }),
  },
  actions: {
    rememberIdentified: assign({ identified: (_, identified: IdentifiedContact) => identified }),
    // Provided by routes/-wiring: the verified contact (and its latest conversation) into storage.
    storeIdentity: () => undefined,
    // Provided by routes/-wiring: a signed-in user this browser remembers is forgotten (not them, or signed out).
    forgetSignedInUser: () => undefined,
    warnRefused: ({ context }, params: { error: unknown }) =>
      console.warn(`Korero: the identity of user ${JSON.stringify(context.userId)} was not verified; chatting anonymously.`, params.error),
  },
}).createMachine({
  id: 'visitorIdentity',
  description: "A site's signed-in user, verified before the chat starts.",
  context: ({ input }) => ({ ...input, identified: null }),
  initial: 'verifying',
  states: {
    verifying: {
      tags: ['verifying'],
      description: 'POST /contacts/identify; the chat waits.',
      invoke: {
        id: 'identifyVisitor',
        src: 'identifyVisitor',
        input: ({ context }) => ({ organisationId: context.organisationId, userId: context.userId, userHash: context.userHash }),
        onDone: {
          target: 'verified',
          actions: [{ type: 'rememberIdentified', params: ({ event }) => event.output }, 'storeIdentity'],
        },
        onError: { target: 'refused', actions: [{ type: 'warnRefused', params: ({ event }) => ({ error: event.error }) }, 'forgetSignedInUser'] },
      },
    },
    verified: {
      type: 'final',
      tags: ['settled'],
      description: "The user's contact and latest conversation are stored: the chat starts as them.",
    },
    refused: {
      type: 'final',
      tags: ['settled', 'anonymous'],
      description: "Not verified: the chat starts as it would without an identity (a signed-in user's stored contact is forgotten).",
    },
  },
});
