// Loads the organisation a demo, widget or fullscreen page is about (SPEC.md §2, §8).
// The view alerts `organisation.failed` and navigates to the default demo route. Another
// organisation is another page: the routes key their screen by organisation id, so each page
// runs a loader of its own (there is no "organisation changed" event to handle).
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Organisation } from '../contract/contract.ts';
import { failureText } from './failure-texts.ts';

export interface OrganisationLoaderInput {
  organisationId: string;
}

export interface OrganisationLoaderContext {
  organisationId: string;
  organisation: Organisation | null;
  error: string | null;
}

export type OrganisationLoaderEmitted = { type: 'organisation.failed'; message: string };

export const organisationMachine = setup({
  types: {
    input: {} as OrganisationLoaderInput,
    context: {} as OrganisationLoaderContext,
    emitted: {} as OrganisationLoaderEmitted,
  },
  actors: {
    // Placeholder: routes/-wiring/chat-actors.ts provides the real call (GET /organisations/:id).
    loadOrganisation: fromPromise<Organisation, { organisationId: string }>(async () => {
      throw new Error('loadOrganisation is not provided');
    }),
  },
  actions: {
    rememberOrganisation: assign({
      organisation: (_, organisation: Organisation) => organisation,
      error: null,
    }),
    rememberFailure: assign({ organisation: null, error: (_, params: { error: unknown }) => failureText('organisation', params.error) }),
    // The view alerts the text the machine kept.
    announceFailure: emit(({ context }) => ({ type: 'organisation.failed' as const, message: context.error ?? failureText('organisation') })),
    logFailure: (_, params: { error: unknown }) => console.error('Loading the organisation failed', params.error),
  },
}).createMachine({
  id: 'organisation',
  description: 'Loads the organisation shown on a demo, widget or fullscreen page.',
  context: ({ input }) => ({ organisationId: input.organisationId, organisation: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadOrganisation',
        src: 'loadOrganisation',
        input: ({ context }) => ({ organisationId: context.organisationId }),
        onDone: {
          target: 'loaded',
          actions: { type: 'rememberOrganisation', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            'announceFailure',
          ],
        },
      },
    },
    loaded: { tags: ['loaded'] },
    failed: { tags: ['failed'] },
  },
});
