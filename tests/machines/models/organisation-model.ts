import { ok, strictEqual } from 'node:assert/strict';
import { organisationMachine } from '../../../src/machines/organisation-machine.ts';
import { TEXTS } from '../../../src/contract/texts.ts';
import { defineTestModel, done, failed } from '../support/model.ts';
import { ORGANISATION_ID, apiError, organisation } from './fixtures.ts';

export const organisationModel = defineTestModel({
  name: 'organisation',
  machine: organisationMachine,
  inputs: { demo: { organisationId: ORGANISATION_ID } },
  events: () => [
    done('loadOrganisation', organisation),
    failed('loadOrganisation', apiError('organisation-not-found', 404)),
  ],
  states: {
    loading: {
      description: 'The organisation is being fetched.',
      shows: ['Loading demo'],
      check: (snapshot) => {
        strictEqual(snapshot.context.organisation, null);
        strictEqual(snapshot.context.error, null);
      },
    },
    loaded: {
      description: 'The page shows the organisation.',
      check: (snapshot) => strictEqual(snapshot.context.organisation?.id, ORGANISATION_ID),
    },
    failed: {
      description: 'Alerted, then the view navigates to the default demo route.',
      check: (snapshot, { emitted }) => {
        strictEqual(snapshot.context.error, TEXTS.organisationFailed);
        ok(emitted.some((e) => e.type === 'organisation.failed' && 'message' in e && e.message === TEXTS.organisationFailed));
      },
    },
  },
});
