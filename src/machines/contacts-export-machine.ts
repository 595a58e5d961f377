/**
 * The operator console's "Export contacts" button: downloads the organisation's leads (contacts
 * who left their details, with their latest conversation) as CSV, with the operator key.
 *
 * Input: { organisationId, operatorKey }.
 *
 * Events the view sends:
 *   export.requested   the button (ignored while an export is under way)
 *
 * Emitted for the view: contacts.ready { fileName, csv } — the route saves the file.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { failureText } from './failure-texts.ts';

export interface ContactsExportInput {
  organisationId: string;
  operatorKey: string;
}

export interface ContactsExportContext extends ContactsExportInput {
  /** Shown beside the button when the last export failed; cleared by the next attempt. */
  error: string | null;
}

export type ContactsExportEvent = { type: 'export.requested' };

export type ContactsExportEmitted = { type: 'contacts.ready'; fileName: string; csv: string };

export const contactsExportMachine = setup({
  types: {
    input: {} as ContactsExportInput,
    context: {} as ContactsExportContext,
    events: {} as ContactsExportEvent,
    emitted: {} as ContactsExportEmitted,
  },
  actors: {
    // Placeholder: routes/-wiring provides GET /organisations/:id/contacts.csv.
    downloadContacts: fromPromise<string, { organisationId: string; operatorKey: string }>(async () => {
      throw new Error('downloadContacts is not provided');
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    rememberError: assign({ error: (_, params: { error: unknown }) => failureText('contactsExport', params.error) }),
    handOverFile: emit((_, params: { organisationId: string; csv: string }) => ({
      type: 'contacts.ready' as const,
      fileName: `${params.organisationId}-contacts.csv`,
      csv: params.csv,
    })),
  },
}).createMachine({
  id: 'contactsExport',
  description: "Downloads the organisation's contacts as CSV for the team.",
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['ready'],
      on: { 'export.requested': { target: 'exporting', actions: 'clearError' } },
    },
    exporting: {
      tags: ['exporting'],
      invoke: {
        id: 'downloadContacts',
        src: 'downloadContacts',
        input: ({ context }) => ({ organisationId: context.organisationId, operatorKey: context.operatorKey }),
        onDone: {
          target: 'idle',
          actions: { type: 'handOverFile', params: ({ context, event }) => ({ organisationId: context.organisationId, csv: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'export.requested': { target: 'exporting', actions: 'clearError' } },
    },
  },
});
