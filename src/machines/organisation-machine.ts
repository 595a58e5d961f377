// Loads the organisation a demo, widget or fullscreen page is about (SPEC.md §2, §8).
// The view alerts `organisation.failed` and navigates to the default demo route.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Organisation } from '../services/contract.ts';
import { TEXTS } from './texts.ts';

export const ORGANISATION_FAILED_TEXT = TEXTS.organisationFailed;

export interface OrganisationLoaderInput {
  organisationId: string;
}

export interface OrganisationLoaderContext {
  organisationId: string;
  organisation: Organisation | null;
  error: string | null;
}

export type OrganisationLoaderEvent = { type: 'organisation.changed'; organisationId: string };

export type OrganisationLoaderEmitted = { type: 'organisation.failed'; message: string };

export const organisationMachine = setup({
  types: {
    input: {} as OrganisationLoaderInput,
    context: {} as OrganisationLoaderContext,
    events: {} as OrganisationLoaderEvent,
    emitted: {} as OrganisationLoaderEmitted,
  },
  actors: {
    // Placeholder: services/actors.ts provides the real call (GET /organisations/:id).
    loadOrganisation: fromPromise<Organisation, { organisationId: string }>(async () => {
      throw new Error('loadOrganisation is not provided');
    }),
  },
  actions: {
    rememberOrganisation: assign({
      organisation: (_, organisation: Organisation) => organisation,
      error: null,
    }),
    rememberFailure: assign({ organisation: null, error: ORGANISATION_FAILED_TEXT }),
    switchOrganisation: assign({
      organisationId: (_, params: { organisationId: string }) => params.organisationId,
      organisation: null,
      error: null,
    }),
    announceFailure: emit({ type: 'organisation.failed', message: ORGANISATION_FAILED_TEXT } as const),
    logFailure: (_, params: { error: unknown }) => console.error(ORGANISATION_FAILED_TEXT, params.error),
  },
}).createMachine({
  id: 'organisation',
  description: 'Loads the organisation shown on a demo, widget or fullscreen page.',
  context: ({ input }) => ({ organisationId: input.organisationId, organisation: null, error: null }),
  initial: 'loading',
  on: {
    'organisation.changed': {
      target: '.loading',
      reenter: true,
      actions: { type: 'switchOrganisation', params: ({ event }) => ({ organisationId: event.organisationId }) },
    },
  },
  states: {
    loading: {
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
            'rememberFailure',
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            'announceFailure',
          ],
        },
      },
    },
    loaded: {},
    failed: {},
  },
});
