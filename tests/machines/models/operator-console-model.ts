import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { operatorConsoleMachine } from '../../../src/machines/operator-console-machine.ts';
import { TEXTS } from '../../../src/contract/texts.ts';
import type { InboxConversation, InboxPage } from '../../../src/contract/inbox.ts';
import { defineTestModel, done, failed } from '../support/model.ts';
import { CONVERSATION_ID, ORGANISATION_ID, OTHER_CONVERSATION_ID, REFERRER, apiError, conversation, summaryOf } from './fixtures.ts';

export const OPERATOR_KEY = 'operator-key-0123456789';
export const THIRD_CONVERSATION_ID = 'c0a80101-0000-4000-8000-000000000003';

export function operatorConversation(overrides: Partial<InboxConversation> = {}): InboxConversation {
  return {
    ...summaryOf(conversation(2)),
    message_count: 2,
    wants_human: false,
    ai_paused: false,
    last_message: { message: 'A single jump is 199.99 NZD.', creator: 'AGENT' },
    unread: false,
    referrer: REFERRER,
    answering_name: null,
    time_zone: null,
    ...overrides,
  };
}

/** What the first load answers: a paused conversation (a team member took over) and one wanting a person; a next page. */
export const CONSOLE_LIST = [
  operatorConversation({ ai_paused: true, message_count: 3, last_message_at: 3_000 }),
  operatorConversation({ id: OTHER_CONVERSATION_ID, summary: 'Talk to a person', wants_human: true, last_message_at: 2_000, unread: true }),
];
export const FIRST_PAGE: InboxPage = { conversations: CONSOLE_LIST, next_cursor: `2000_${OTHER_CONVERSATION_ID}`, waiting_count: 1 };
/** A refresh finds one more visitor message in the first (unread), and another conversation waiting. */
export const REFRESHED_PAGE: InboxPage = {
  conversations: [{ ...CONSOLE_LIST[0], message_count: 4, unread: true, last_message: { message: 'Hello?', creator: 'CONTACT' } }, CONSOLE_LIST[1]],
  next_cursor: `2000_${OTHER_CONVERSATION_ID}`,
  waiting_count: 2,
};
/** The second and last page. */
export const NEXT_PAGE: InboxPage = {
  conversations: [operatorConversation({ id: THIRD_CONVERSATION_ID, summary: 'Older', last_message_at: 1_000 })],
  next_cursor: null,
  waiting_count: 1,
};
const HELD = { id: CONVERSATION_ID, ai_paused: true, wants_human: false };

const refused = apiError('key-refused', 403);
const unavailable = apiError('server', 503);

const listErrorOk = (error: string | null) => strictEqual(error === null || error === TEXTS.operatorConversationsFailed, true);

export const operatorConsoleModel = defineTestModel({
  name: 'operator-console',
  machine: operatorConsoleMachine,
  inputs: {
    noKey: { organisationId: ORGANISATION_ID, operatorKey: null },
    keptKey: { organisationId: ORGANISATION_ID, operatorKey: OPERATOR_KEY },
    // Signed in with email and password (console-sign-in-machine.ts): unread markers are the member's.
    member: { organisationId: ORGANISATION_ID, operatorKey: null, memberSession: true },
  },
  guardFacts: (snapshot) => ({ more: snapshot.context.nextCursor !== null, open: snapshot.context.openConversationId !== null }),
  events: () => [
    { type: 'key.submitted', operatorKey: ` ${OPERATOR_KEY} ` },
    { type: 'key.submitted', operatorKey: '   ' },
    done('checkKey', FIRST_PAGE),
    failed('checkKey', refused),
    failed('checkKey', unavailable),
    { type: 'conversations.refresh' },
    done('refreshConversations', REFRESHED_PAGE),
    failed('refreshConversations', refused),
    failed('refreshConversations', unavailable),
    { type: 'search.submitted', search: ' tandem ' },
    { type: 'filter.changed', filter: 'wants_person' },
    { type: 'page.more' },
    done('loadMoreConversations', NEXT_PAGE),
    failed('loadMoreConversations', refused),
    failed('loadMoreConversations', unavailable),
    { type: 'conversation.opened', conversationId: CONVERSATION_ID },
    { type: 'list.shown' },
    done('markRead', { conversation_id: CONVERSATION_ID, read_at: 5_000 }),
    failed('markRead', refused),
    failed('markRead', unavailable),
    { type: 'takeover.requested', conversationId: CONVERSATION_ID },
    done('takeOver', HELD),
    failed('takeOver', refused),
    failed('takeOver', apiError('server', 500)),
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
        strictEqual(snapshot.context.openConversationId, null);
        const error = snapshot.context.keyError;
        strictEqual(error === null || error === TEXTS.operatorKeyRefused || error === TEXTS.operatorConversationsFailed, true);
      },
    },
    checkingKey: {
      description: "The key is tried on the organisation's inbox.",
      check: (snapshot) => {
        strictEqual(snapshot.context.operatorKey === OPERATOR_KEY || snapshot.context.memberSession === true, true);
        strictEqual(snapshot.context.keyError, null);
      },
    },
    signedIn: {
      description: "The organisation's conversations beside the selected one.",
      shows: ['Conversations', 'Sign out'],
      check: (snapshot, { emitted }) => {
        strictEqual(snapshot.context.operatorKey === OPERATOR_KEY || snapshot.context.memberSession === true, true);
        strictEqual(snapshot.context.keyError, null);
        // The open conversation is being read: it is never marked unread.
        const open = snapshot.context.conversations.find((each) => each.id === snapshot.context.openConversationId);
        strictEqual(open?.unread ?? false, false);
        // A conversation newly waiting for a person is announced (the sound): more than the list before said (signing in read FIRST_PAGE).
        const counted = emitted.filter((event) => event.type === 'inbox.counted') as unknown as Array<{ waitingCount: number; newlyWaiting: boolean }>;
        counted.forEach((event, index) =>
          strictEqual(event.newlyWaiting, event.waitingCount > (index > 0 ? counted[index - 1].waitingCount : FIRST_PAGE.waiting_count)),
        );
        strictEqual(snapshot.context.view === 'list' || snapshot.context.openConversationId !== null, true);
      },
    },
    'signedIn.conversations.waiting': {
      description: 'The list is shown until the live stream asks for it again.',
      check: (snapshot) => listErrorOk(snapshot.context.listError),
    },
    'signedIn.conversations.refreshing': {
      description: 'GET /organisations/:id/inbox: the first page of the search and filter.',
      check: (snapshot) => {
        const { search, filter } = snapshot.context;
        strictEqual(search === '' || search === 'tandem', true);
        strictEqual(filter === 'all' || filter === 'wants_person', true);
      },
    },
    'signedIn.conversations.loadingMore': {
      description: 'The next page, after the last conversation shown.',
      check: (snapshot) => strictEqual(snapshot.context.nextCursor, FIRST_PAGE.next_cursor),
    },
    'signedIn.handback.idle': {
      description: "'Take over' or 'Hand back to AI' is offered for the open conversation.",
      check: (snapshot) => {
        const error = snapshot.context.handbackError;
        strictEqual(error === null || error === TEXTS.handbackFailed || error === TEXTS.takeoverFailed, true);
      },
    },
    'signedIn.handback.handingBack': {
      description: 'POST /conversations/:id/handback.',
      check: (snapshot) => strictEqual(snapshot.context.handbackError, null),
    },
    'signedIn.handback.takingOver': {
      description: 'POST /conversations/:id/takeover.',
      check: (snapshot) => strictEqual(snapshot.context.handbackError, null),
    },
    'signedIn.reading.idle': {
      description: 'Nothing to mark read.',
      check: () => {},
    },
    'signedIn.reading.markingRead': {
      description: "POST /conversations/:id/read: a member's unread marker goes.",
      check: (snapshot) => {
        strictEqual(snapshot.context.memberSession, true);
        strictEqual(snapshot.context.openConversationId, CONVERSATION_ID);
      },
    },
  },
});

