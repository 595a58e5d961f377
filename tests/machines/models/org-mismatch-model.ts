import { deepStrictEqual } from 'node:assert/strict';
import { orgMismatchMachine } from '../../../src/machines/org-mismatch-machine.ts';
import { defineTestModel } from '../support/model.ts';
import { OTHER_ORGANISATION_ID, ORGANISATION_ID } from './fixtures.ts';

export const orgMismatchModel = defineTestModel({
  name: 'org-mismatch',
  machine: orgMismatchMachine,
  inputs: {
    sameOrganisation: { shownOrganisationId: ORGANISATION_ID, conversationOrganisationId: ORGANISATION_ID },
    otherOrganisation: { shownOrganisationId: ORGANISATION_ID, conversationOrganisationId: OTHER_ORGANISATION_ID },
  },
  events: () => [],
  states: {
    sameOrganisation: {
      description: 'The conversation is resumed.',
      check: (snapshot) => deepStrictEqual(snapshot.output, { reset: false }),
    },
    otherOrganisation: {
      description: 'The chat clears the conversation id and starts anew.',
      check: (snapshot) => deepStrictEqual(snapshot.output, { reset: true }),
    },
  },
});
