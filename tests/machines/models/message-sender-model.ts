import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { messageSenderMachine } from '../../../src/machines/message-sender-machine.ts';
import { TEXTS } from '../../../src/machines/texts.ts';
import { firstMessagePayload } from '../../../src/machines/chat-messages.ts';
import { defineTestModel, done, failed } from '../support/model.ts';
import { CONTACT_ID, ORGANISATION_ID, QUESTION, REFERRER, conversation } from './fixtures.ts';

const payload = firstMessagePayload(
  { organisationId: ORGANISATION_ID, viewpoint: 'contact', referrer: REFERRER, contactId: CONTACT_ID },
  QUESTION,
);
const answer = conversation(2).messages;

export const messageSenderModel = defineTestModel({
  name: 'message-sender',
  machine: messageSenderMachine,
  inputs: { firstMessage: { kind: 'first', payload }, followUp: { kind: 'followUp', payload } },
  events: () => [done('postMessage', answer), failed('postMessage', new Error('POST /api/chat: 503 Service Unavailable'))],
  states: {
    loading: {
      description: 'POST /chat is on its way; input and send are disabled.',
      check: (snapshot) => strictEqual(snapshot.context.error, null),
    },
    success: {
      description: 'The response is stored.',
      check: (snapshot) => deepStrictEqual(snapshot.output, { messages: answer, error: null }),
    },
    error: {
      description: 'Loading cleared; the first message and a follow-up fail with their own texts.',
      check: (snapshot) =>
        strictEqual(snapshot.output?.error, snapshot.context.kind === 'first' ? TEXTS.sendFailed : TEXTS.followUpFailed),
    },
  },
});
