import { strictEqual } from 'node:assert/strict';
import { conversationLoaderMachine } from '../../../src/machines/conversation-loader-machine.ts';
import { TEXTS } from '../../../src/contract/texts.ts';
import { defineTestModel, done, failed } from '../support/model.ts';
import { CONTACT_ID, CONVERSATION_ID, apiError, conversation, summaryOf } from './fixtures.ts';

export const conversationLoaderModel = defineTestModel({
  name: 'conversation-loader',
  machine: conversationLoaderMachine,
  inputs: { storedConversation: { conversationId: CONVERSATION_ID }, noConversation: { conversationId: null } },
  events: () => [
    done('fetchConversation', summaryOf(conversation(2))),
    failed('fetchConversation', apiError('conversation-not-found', 404)),
    done('fetchMessages', conversation(2)),
    failed('fetchMessages', apiError('server', 500)),
  ],
  states: {
    'loading.conversation': {
      description: 'GET /conversations/:id: loading, no error.',
      shows: ['Loading your existing conversation'],
      check: (snapshot) => {
        strictEqual(snapshot.context.error, null);
        strictEqual(snapshot.context.conversation, null);
      },
    },
    'loading.messages': {
      description: 'GET /conversations/:id/messages; both ids are known.',
      shows: ['Loading your existing conversation'],
      check: (snapshot) => {
        strictEqual(snapshot.context.conversationId, CONVERSATION_ID);
        strictEqual(snapshot.context.contactId, CONTACT_ID);
      },
    },
    loaded: {
      description: 'The whole body of the messages call is the conversation.',
      check: (snapshot) => {
        strictEqual(snapshot.context.conversation?.messages.length, 2);
        strictEqual(snapshot.output?.contactId, CONTACT_ID);
        strictEqual(snapshot.status, 'done');
      },
    },
    error: {
      description: "The error is kept; loading has ended ('Conversation Not Found' or 'Network response was not ok').",
      check: (snapshot) => {
        strictEqual(
          snapshot.context.error,
          snapshot.context.contactId ? TEXTS.networkNotOk : TEXTS.conversationNotFound,
        );
        strictEqual(snapshot.output?.conversation, null);
      },
    },
    cleared: {
      description: 'No conversation id: nothing is requested.',
      check: (snapshot) => {
        strictEqual(snapshot.output?.conversation, null);
        strictEqual(snapshot.output?.error, null);
      },
    },
  },
});
