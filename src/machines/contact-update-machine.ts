// PUT /contacts (SPEC.md §4 "Contact update: idle, loading, success, error"; §8). The chat's
// contact-details region is the idle part; this task is loading and its two endings.
// Errors are stored and logged; nothing is shown to the visitor.
import { assign, fromPromise, setup } from 'xstate';
import type { Contact, ContactUpdatePayload } from '../contract/contract.ts';
import { failureText } from './failure-texts.ts';

export interface ContactUpdateInput {
  contact: ContactUpdatePayload;
}

export interface ContactUpdateContext extends ContactUpdateInput {
  saved: Contact | null;
  error: string | null;
}

export type ContactUpdateOutput = Pick<ContactUpdateContext, 'saved' | 'error'>;

export const contactUpdateMachine = setup({
  types: {
    input: {} as ContactUpdateInput,
    context: {} as ContactUpdateContext,
    output: {} as ContactUpdateOutput,
  },
  actors: {
    // Placeholder: routes/-wiring/chat-actors.ts provides the real call (PUT /contacts).
    saveContact: fromPromise<Contact, { contact: ContactUpdatePayload }>(async () => {
      throw new Error('saveContact is not provided');
    }),
  },
  actions: {
    rememberSavedContact: assign({ saved: (_, contact: Contact) => contact, error: null }),
    rememberError: assign({ error: (_, params: { error: unknown }) => failureText('contactUpdate', params.error) }),
    logError: ({ context }) => console.error(context.error),
  },
}).createMachine({
  id: 'contactUpdate',
  description: "Saves the visitor's contact details.",
  context: ({ input }) => ({ ...input, saved: null, error: null }),
  initial: 'loading',
  output: ({ context }) => ({ saved: context.saved, error: context.error }),
  states: {
    loading: {
      tags: ['saving'],
      invoke: {
        id: 'saveContact',
        src: 'saveContact',
        input: ({ context }) => ({ contact: context.contact }),
        onDone: { target: 'success', actions: { type: 'rememberSavedContact', params: ({ event }) => event.output } },
        onError: { target: 'error', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    success: { type: 'final' },
    error: { type: 'final', tags: ['failed'], entry: 'logError' },
  },
});
