import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { messageSenderMachine } from '../../../src/machines/message-sender-machine.ts';
import { TEXTS } from '../../../src/contract/texts.ts';
import { firstMessagePayload } from '../../../src/machines/chat-messages.ts';
import { defineTestModel, failed } from '../support/model.ts';
import { CONTACT_ID, ORGANISATION_ID, QUESTION, REFERRER, apiError, conversation } from './fixtures.ts';

const payload = firstMessagePayload(
  { organisationId: ORGANISATION_ID, viewpoint: 'contact', referrer: REFERRER, contactId: CONTACT_ID },
  QUESTION,
);
const answer = conversation(2).messages;
/** The streamed pieces: every delta event of a path carries this one. */
export const STREAMED_PIECE = 'A tandem jump ';

export const messageSenderModel = defineTestModel({
  name: 'message-sender',
  machine: messageSenderMachine,
  inputs: { firstMessage: { kind: 'first', payload }, followUp: { kind: 'followUp', payload } },
  events: () => [
    { type: 'stream.delta', text: STREAMED_PIECE },
    { type: 'stream.done', messages: answer },
    { type: 'stream.failed', error: apiError('server', 503) },
    failed('streamMessage', new Error('the stream actor broke')),
  ],
  states: {
    'answering.waitingForFirstToken': {
      description: 'POST /chat/stream is on its way; input and send are disabled, the assistant is typing.',
      check: (snapshot) => {
        strictEqual(snapshot.context.error, null);
        strictEqual(snapshot.context.streamedText, '');
      },
    },
    'answering.streaming': {
      description: 'The answer shows as it is generated.',
      check: (snapshot) => {
        strictEqual(snapshot.context.error, null);
        strictEqual(snapshot.context.streamedText.startsWith(STREAMED_PIECE), true);
      },
    },
    complete: {
      description: 'The response is stored.',
      check: (snapshot) => deepStrictEqual(snapshot.output, { messages: answer, error: null }),
    },
    interrupted: {
      description: 'A follow-up whose answer stream broke was received: no messages, no error; the next poll brings them.',
      check: (snapshot) => deepStrictEqual(snapshot.output, { messages: [], error: null }),
    },
    failed: {
      description: 'Loading cleared; the first message and a follow-up fail with their own texts.',
      check: (snapshot) =>
        strictEqual(snapshot.output?.error, snapshot.context.kind === 'first' ? TEXTS.sendFailed : TEXTS.followUpFailed),
    },
  },
});
