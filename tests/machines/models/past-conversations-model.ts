import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { pastConversationsMachine } from '../../../src/machines/past-conversations-machine.ts';
import { TEXTS } from '../../../src/contract/texts.ts';
import { defineTestModel, done, failed } from '../support/model.ts';
import {
  CONTACT_ID,
  OTHER_CONVERSATION_ID,
  OTHER_ORGANISATION_ID,
  ORGANISATION_ID,
  apiError,
  conversation,
  summaryOf,
} from './fixtures.ts';

const older = summaryOf(conversation(2, { last_message_at: 1_000 }));
const newer = summaryOf(conversation(2, { id: OTHER_CONVERSATION_ID, last_message_at: 2_000 }));
const otherOrganisation = summaryOf(conversation(2, { id: 'elsewhere', organisation_id: OTHER_ORGANISATION_ID }));

export const pastConversationsModel = defineTestModel({
  name: 'past-conversations',
  machine: pastConversationsMachine,
  inputs: {
    knownContact: { organisationId: ORGANISATION_ID, contactId: CONTACT_ID },
    noContact: { organisationId: ORGANISATION_ID, contactId: null },
  },
  events: () => [
    done('fetchPastConversations', [older, otherOrganisation, newer]),
    failed('fetchPastConversations', apiError('server', 500)),
    { type: 'pastConversations.reload', contactId: CONTACT_ID },
    { type: 'pastConversations.reload', contactId: null },
  ],
  states: {
    skipped: {
      description: 'No contact id: nothing is requested.',
      shows: ['Past Conversations', 'Create new Conversation'],
      check: (snapshot) => strictEqual(snapshot.context.contactId, null),
    },
    loading: {
      description: "GET /contacts/:id/conversations.",
      shows: ['Past Conversations', 'Create new Conversation'],
      check: (snapshot) => strictEqual(snapshot.context.contactId, CONTACT_ID),
    },
    loaded: {
      description: 'Latest last message first, this organisation only.',
      shows: ['Past Conversations', 'Create new Conversation'],
      check: (snapshot) =>
        deepStrictEqual(
          snapshot.context.conversations.map((c) => c.id),
          [newer.id, older.id],
        ),
    },
    failed: {
      description: 'The error is stored, not displayed.',
      shows: ['Past Conversations', 'Create new Conversation'],
      check: (snapshot) => strictEqual(snapshot.context.error, TEXTS.pastConversationsFailed),
    },
  },
});
