// SPEC.md §4: a loaded conversation of another organisation than the one shown is not resumed;
// the chat clears the conversation id and starts anew. The chat invokes this after every load.
import { setup } from 'xstate';

export interface OrgMismatchInput {
  shownOrganisationId: string;
  conversationOrganisationId: string;
}

export interface OrgMismatchOutput {
  reset: boolean;
}

export const orgMismatchMachine = setup({
  types: {
    input: {} as OrgMismatchInput,
    context: {} as OrgMismatchInput,
    output: {} as OrgMismatchOutput,
  },
  guards: {
    belongsToOtherOrganisation: ({ context }) => context.conversationOrganisationId !== context.shownOrganisationId,
  },
}).createMachine({
  id: 'orgMismatch',
  description: 'Decides whether a loaded conversation belongs to the organisation shown.',
  context: ({ input }) => input,
  initial: 'comparing',
  // The machine's output is the output of the final state it ended in.
  output: ({ event }) => (event as unknown as { output: OrgMismatchOutput }).output,
  states: {
    comparing: {
      always: [{ guard: 'belongsToOtherOrganisation', target: 'otherOrganisation' }, { target: 'sameOrganisation' }],
    },
    sameOrganisation: { type: 'final', output: { reset: false } },
    otherOrganisation: { type: 'final', tags: ['resets'], output: { reset: true } },
  },
});
