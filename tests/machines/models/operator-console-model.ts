import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { operatorConsoleMachine } from '../../../src/machines/operator-console-machine.ts';
import { TEXTS } from '../../../src/contract/texts.ts';
import type { OperatorConversation } from '../../../src/contract/contract.ts';
import { after, defineTestModel, done, failed } from '../support/model.ts';
import { CONVERSATION_ID, ORGANISATION_ID, OTHER_CONVERSATION_ID, apiError, conversation, summaryOf } from './fixtures.ts';

export const OPERATOR_KEY = 'operator-key-0123456789';

export function operatorConversation(overrides: Partial<OperatorConversation> = {}): OperatorConversation {
  return { ...summaryOf(conversation(2)), message_count: 2, wants_human: false, ai_paused: false, ...overrides };
}

/** What the first load answers: a paused conversation (a team member took over) and one wanting a person. */
export const CONSOLE_LIST = [
  operatorConversation({ ai_paused: true, message_count: 3 }),
  operatorConversation({ id: OTHER_CONVERSATION_ID, summary: 'Talk to a person', wants_human: true }),
];
/** A refresh finds one more message in the first. */
export const REFRESHED_LIST = [{ ...CONSOLE_LIST[0], message_count: 4 }, CONSOLE_LIST[1]];

const refused = apiError('key-refused', 403);
const unavailable = apiError('server', 503);

export const operatorConsoleModel = defineTestModel({
  name: 'operator-console',
  machine: operatorConsoleMachine,
  inputs: {
    noKey: { organisationId: ORGANISATION_ID, operatorKey: null },
    keptKey: { organisationId: ORGANISATION_ID, operatorKey: OPERATOR_KEY },
  },
  events: () => [
    { type: 'key.submitted', operatorKey: ` ${OPERATOR_KEY} ` },
    { type: 'key.submitted', operatorKey: '   ' },
    done('checkKey', CONSOLE_LIST),
    failed('checkKey', refused),
    failed('checkKey', unavailable),
    after('refreshInterval', 'operatorConsole.signedIn.conversations.waiting'),
    { type: 'conversations.refresh' },
    done('refreshConversations', REFRESHED_LIST),
    failed('refreshConversations', refused),
    failed('refreshConversations', unavailable),
    { type: 'handback.requested', conversationId: CONVERSATION_ID },
    done('handBack', { id: CONVERSATION_ID, ai_paused: false, wants_human: false }),
    failed('handBack', refused),
    failed('handBack', apiError('server', 500)),
    { type: 'signedOut' },
  ],
  states: {
    signedOut: {
      description: 'The operator key form; a refused or failed key says why.',
      shows: ['Operator key'],
      check: (snapshot) => {
        strictEqual(snapshot.context.operatorKey, null);
        deepStrictEqual(snapshot.context.conversations, []);
        const error = snapshot.context.keyError;
        strictEqual(error === null || error === TEXTS.operatorKeyRefused || error === TEXTS.operatorConversationsFailed, true);
      },
    },
    checkingKey: {
      description: "The key is tried on the organisation's conversations.",
      check: (snapshot) => {
        strictEqual(snapshot.context.operatorKey, OPERATOR_KEY);
        strictEqual(snapshot.context.keyError, null);
      },
    },
    signedIn: {
      description: "The organisation's conversations beside the selected one.",
      shows: ['Conversations', 'Sign out'],
      check: (snapshot) => {
        strictEqual(snapshot.context.operatorKey, OPERATOR_KEY);
        strictEqual(snapshot.context.keyError, null);
        strictEqual(snapshot.context.conversations.length, 2);
      },
    },
    'signedIn.conversations.waiting': {
      description: 'Ten seconds until the list is loaded again.',
      check: (snapshot) => {
        const error = snapshot.context.listError;
        strictEqual(error === null || error === TEXTS.operatorConversationsFailed, true);
      },
    },
    'signedIn.conversations.refreshing': {
      description: 'GET /organisations/:id/conversations with the key.',
      check: (snapshot) => strictEqual(snapshot.context.conversations.length, 2),
    },
    'signedIn.handback.idle': {
      description: "'Hand back to AI' is offered for a paused conversation.",
      check: (snapshot) => {
        const error = snapshot.context.handbackError;
        strictEqual(error === null || error === TEXTS.handbackFailed, true);
      },
    },
    'signedIn.handback.handingBack': {
      description: 'POST /conversations/:id/handback with the key.',
      check: (snapshot) => strictEqual(snapshot.context.handbackError, null),
    },
  },
});
