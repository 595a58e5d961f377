import { ok, strictEqual } from 'node:assert/strict';
import { chatMachine } from '../../../src/machines/chat-machine.ts';
import * as select from '../../../src/machines/chat-selectors.ts';
import { TEXTS } from '../../../src/contract/texts.ts';
import type { Message } from '../../../src/contract/contract.ts';
import { defineTestModel, done, failed } from '../support/model.ts';
import {
  CONTACT_ID,
  CONVERSATION_ID,
  OTHER_CONVERSATION_ID,
  ORGANISATION_ID,
  QUESTION,
  REFERRER,
  conversation,
  message,
  savedContact,
} from './fixtures.ts';

const FOLLOW_UP = 'Is transport included?';
const PANEL_ERRORS: readonly string[] = [TEXTS.sendFailed, TEXTS.conversationNotFound, TEXTS.networkNotOk];

/** The server's answer to a follow-up: its copy of the visitor's message, then the agent's. */
function followUpAnswer(pending: Message | null): Message[] {
  const index = 100;
  const copy = { ...message(index, pending?.creator ?? 'CONTACT', pending?.message ?? FOLLOW_UP) };
  return [copy, message(index + 1, 'AGENT', 'Yes, transport is included.')];
}

export const chatModel = defineTestModel({
  name: 'chat',
  machine: chatMachine,
  inputs: {
    newVisitor: { organisationId: ORGANISATION_ID, viewpoint: 'contact', referrer: REFERRER },
    returningVisitor: {
      organisationId: ORGANISATION_ID,
      viewpoint: 'contact',
      referrer: REFERRER,
      conversationId: CONVERSATION_ID,
      contactId: CONTACT_ID,
    },
    operator: {
      organisationId: ORGANISATION_ID,
      viewpoint: 'operator',
      referrer: REFERRER,
      conversationId: CONVERSATION_ID,
      contactId: CONTACT_ID,
    },
  },
  guardFacts: (snapshot) => ({ draft: snapshot.context.draft.trim() !== '', failedSend: snapshot.context.failedSend !== null }),
  events: (snapshot) => {
    // Payloads never grow with the context: the graph's vertices must stay finite.
    return [
      { type: 'draft.changed', text: snapshot.matches({ conversation: 'open' }) ? FOLLOW_UP : QUESTION },
      { type: 'message.submitted' },
      { type: 'message.retried' },
      { type: 'suggestion.picked', question: QUESTION },
      { type: 'conversation.reset' },
      { type: 'conversation.selected', conversationId: OTHER_CONVERSATION_ID },
      { type: 'contactForm.opened' },
      { type: 'contactForm.closed' },
      { type: 'contactForm.fieldChanged', field: 'email', value: savedContact.email },
      { type: 'contactForm.submitted' },
      { type: 'contactDetails.validated', details: { name: savedContact.name, email: savedContact.email, phone: savedContact.phone } },
      done('firstMessage', { messages: conversation(2).messages, error: null }),
      done('firstMessage', { messages: [], error: TEXTS.sendFailed }),
      failed('firstMessage', new Error('the sender broke')),
      done('conversationLoader', { conversation: conversation(2), contactId: CONTACT_ID, error: null }),
      done('conversationLoader', { conversation: null, contactId: null, error: TEXTS.conversationNotFound }),
      done('conversationLoader', { conversation: null, contactId: null, error: null }),
      failed('conversationLoader', new Error('the loader broke')),
      done('orgMismatch', { reset: false }),
      done('orgMismatch', { reset: true }),
      failed('orgMismatch', new Error('the check broke')),
      done('followUpMessage', { messages: followUpAnswer(snapshot.context.pendingMessage), error: null }),
      done('followUpMessage', { messages: [], error: TEXTS.followUpFailed }),
      failed('followUpMessage', new Error('the sender broke')),
      // Against a thread of 2 (or 4) messages, one of these differs in count and one does not.
      done('conversationPoller', { conversation: conversation(2) }),
      done('conversationPoller', { conversation: conversation(4) }),
      failed('conversationPoller', new Error('the poller broke')),
      done('contactUpdate', { saved: savedContact, error: null }),
      done('contactUpdate', { saved: null, error: TEXTS.networkNotOk }),
      failed('contactUpdate', new Error('the update broke')),
      failed('contactForm', new Error('the form broke')),
    ];
  },
  states: {
    'conversation.start': {
      description: 'The start screen: suggestions and the message input.',
      shows: [
        "Ask any question and our AI will answer as soon as possible. Don't want to chat to an AI? Ask for a human",
        'Created by',
      ],
      check: (snapshot) => {
        strictEqual(select.selectPanel(snapshot), 'start');
        strictEqual(select.selectConversationId(snapshot), null);
        strictEqual(select.selectMessages(snapshot).length, 0);
        strictEqual(select.selectIsSending(snapshot), false);
      },
    },
    'conversation.sendingFirst': {
      description: 'The first message creates the conversation.',
      shows: ['Creating conversation and sending your first message', 'Assistant is typing'],
      check: (snapshot) => {
        strictEqual(select.selectPanel(snapshot), 'sendingFirst');
        strictEqual(select.selectFirstMessage(snapshot), QUESTION);
        strictEqual(select.selectIsSending(snapshot), true);
      },
    },
    'conversation.loading': {
      description: 'An existing conversation is loading.',
      shows: ['Loading your existing conversation'],
      check: (snapshot) => {
        strictEqual(select.selectPanel(snapshot), 'loading');
        ok(select.selectConversationId(snapshot));
        strictEqual(select.selectError(snapshot), null);
      },
    },
    'conversation.checkingOrganisation': {
      description: 'The loaded conversation is checked against the organisation shown.',
      shows: ['Loading your existing conversation'],
      check: (snapshot) => strictEqual(select.selectPanel(snapshot), 'loading'),
    },
    'conversation.failed': {
      description: 'The error, then the support line.',
      shows: ['Please try again or contact support at'],
      check: (snapshot) => {
        strictEqual(select.selectPanel(snapshot), 'error');
        ok(PANEL_ERRORS.includes(select.selectError(snapshot) ?? ''), `unexpected error ${select.selectError(snapshot)}`);
        strictEqual(select.selectCanReset(snapshot), true);
      },
    },
    'conversation.open': {
      description: 'The thread.',
      shows: ['Ask any question and our AI will answer as soon as possible.', 'Click here to reset your conversation'],
      check: (snapshot) => {
        strictEqual(select.selectPanel(snapshot), 'loaded');
        ok(select.selectConversationId(snapshot));
        ok(select.selectMessages(snapshot).length > 0);
        strictEqual(select.selectCanReset(snapshot), true);
      },
    },
    'conversation.open.sending.idle': {
      description: 'The input is enabled; a failed follow-up shows its error in red.',
      check: (snapshot) => {
        strictEqual(select.selectIsSending(snapshot), false);
        ok([null, TEXTS.followUpFailed as string].includes(select.selectSendError(snapshot)));
      },
    },
    'conversation.open.sending.sending': {
      description: 'The follow-up is shown at once; input and send are disabled.',
      check: (snapshot) => {
        strictEqual(select.selectIsSending(snapshot), true);
        strictEqual(select.selectDraft(snapshot), '');
        const last = select.selectMessages(snapshot).at(-1);
        strictEqual(last?.id, snapshot.context.pendingMessage?.id);
        ok(last?.message);
        strictEqual(last?.creator, select.selectIsOperator(snapshot) ? 'USER' : 'CONTACT');
      },
    },
    'conversation.open.polling.paused': {
      description: 'No polling while a follow-up is on its way.',
      check: (snapshot) => ok(select.selectIsSending(snapshot) || select.selectMessages(snapshot).length === 0),
    },
    'conversation.open.polling.active': {
      description: 'The conversation is re-fetched every 10 seconds.',
      check: (snapshot) => strictEqual(select.selectIsSending(snapshot), false),
    },
    'conversation.open.polling.stopped': {
      description: 'The poller broke: logged, no more polling for this conversation.',
      check: (snapshot) => strictEqual(select.selectPanel(snapshot), 'loaded'),
    },
    'contactDetails.closed': {
      description: "'Leave contact details for a real human', or the confirmation once submitted.",
      check: (snapshot) => {
        strictEqual(select.selectIsContactFormOpen(snapshot), false);
        strictEqual(select.selectContactFormActor(snapshot), undefined);
      },
    },
    'contactDetails.open.editing': {
      description: 'The contact-details form.',
      shows: ['Enter your contact details below and a team member will be in touch.', 'Submit Contact Details'],
      check: (snapshot) => {
        strictEqual(select.selectIsContactFormOpen(snapshot), true);
        strictEqual(select.selectIsSavingContact(snapshot), false);
        ok(select.selectContactFormActor(snapshot));
      },
    },
    'contactDetails.open.saving': {
      description: 'The submit button shows a spinner.',
      check: (snapshot) => {
        strictEqual(select.selectIsSavingContact(snapshot), true);
        strictEqual(snapshot.context.contactDetails?.email, savedContact.email);
      },
    },
  },
});
