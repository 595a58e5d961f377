import { strictEqual } from 'node:assert/strict';
import { conversationPollerMachine } from '../../../src/machines/conversation-poller-machine.ts';
import { after, defineTestModel, done, failed } from '../support/model.ts';
import { CONTACT_ID, CONVERSATION_ID, NEW_CONTACT_ID, apiError, conversation, contact } from './fixtures.ts';

export const conversationPollerModel = defineTestModel({
  name: 'conversation-poller',
  machine: conversationPollerMachine,
  inputs: {
    knownContact: { conversationId: CONVERSATION_ID, messageCount: 2, contactId: CONTACT_ID },
    // Right after the first message the contact is not known yet: the poller fetches at once.
    newContact: { conversationId: CONVERSATION_ID, messageCount: 2, contactId: null },
  },
  events: (snapshot) => [
    after('pollInterval', 'conversationPoller.waiting'),
    // The console's live stream heard that the conversation changed.
    { type: 'poll.now' },
    done('fetchMessages', conversation(snapshot.context.messageCount)),
    done('fetchMessages', conversation(snapshot.context.messageCount + 2)),
    done('fetchMessages', conversation(snapshot.context.messageCount, { contact: { ...contact, id: NEW_CONTACT_ID } })),
    failed('fetchMessages', apiError('network')),
  ],
  states: {
    waiting: {
      description: 'Ten seconds until the next fetch.',
      check: (snapshot) => strictEqual(snapshot.context.conversation, null),
    },
    fetching: {
      description: 'GET /conversations/:id/messages.',
      check: (snapshot) => strictEqual(snapshot.context.conversation, null),
    },
    changed: {
      description: 'The count differs (or the contact is new): the chat replaces the list and plays the sound.',
      check: (snapshot) => {
        const fresh = snapshot.output?.conversation;
        strictEqual(
          fresh !== null &&
            fresh !== undefined &&
            (fresh.messages.length !== snapshot.context.messageCount || fresh.contact.id !== snapshot.context.contactId),
          true,
        );
      },
    },
  },
});
