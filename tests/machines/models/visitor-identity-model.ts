import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import type { IdentifiedContact } from '../../../src/contract/contract.ts';
import { visitorIdentityMachine } from '../../../src/machines/visitor-identity-machine.ts';
import { selectIdentitySettled } from '../../../src/machines/visitor-identity-selectors.ts';
import { defineTestModel, done, failed } from '../support/model.ts';
import { CONVERSATION_ID, NEW_CONTACT_ID, ORGANISATION_ID, apiError } from './fixtures.ts';

export const USER_ID = 'user-42';
export const USER_HASH = 'ab'.repeat(32);
/** The verified user's contact (another than the fixtures' anonymous one) and their latest conversation. */
export const identified: IdentifiedContact = {
  contact: { id: NEW_CONTACT_ID, name: '', email: '', phone: '' },
  conversation_id: CONVERSATION_ID,
  moved_conversation_ids: [],
};

export const visitorIdentityModel = defineTestModel({
  name: 'visitor-identity',
  machine: visitorIdentityMachine,
  inputs: { signedIn: { organisationId: ORGANISATION_ID, userId: USER_ID, userHash: USER_HASH } },
  events: () => [
    done('identifyVisitor', identified),
    // A wrong hash (403), no identity secret (422), no answer: all leave the visitor anonymous.
    failed('identifyVisitor', apiError('key-refused', 403)),
    failed('identifyVisitor', apiError('invalid', 422)),
    failed('identifyVisitor', apiError('network')),
  ],
  states: {
    verifying: {
      description: 'POST /contacts/identify; the chat has not started.',
      check: (snapshot) => {
        strictEqual(selectIdentitySettled(snapshot), false);
        strictEqual(snapshot.context.identified, null);
      },
    },
    verified: {
      description: "The user's contact and latest conversation are stored; the chat starts as them.",
      check: (snapshot) => {
        strictEqual(selectIdentitySettled(snapshot), true);
        deepStrictEqual(snapshot.context.identified, identified);
      },
    },
    refused: {
      description: 'Not verified: nothing stored changes; the chat starts anonymously.',
      check: (snapshot) => {
        strictEqual(selectIdentitySettled(snapshot), true);
        strictEqual(snapshot.hasTag('anonymous'), true);
        strictEqual(snapshot.context.identified, null);
      },
    },
  },
});
