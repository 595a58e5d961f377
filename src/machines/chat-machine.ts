/**
 * The chat panel (SPEC.md §2 "Chat panel states", §4). Routes run it with
 * `useActorRef(provideChatActors(chatMachine), { input: readChatInput({ organisationId, viewpoint }) })`
 * (both from routes/-wiring/chat-actors.ts) and read it only through chat-selectors.ts.
 *
 * Input: { organisationId, viewpoint: 'contact' | 'operator', referrer, conversationId?, contactId? }
 *   (readChatInput fills referrer from the page address and the two ids from storage).
 *
 * Events the view sends:
 *   draft.changed { text }                 the message input changed (ignored while sending: input disabled)
 *   message.submitted                      send the draft (first message or follow-up); ignored while sending
 *                                          or when the draft is blank
 *   suggestion.picked { question }         a default-question bubble: sent at once as the first message
 *   conversation.reset                     'Click here to reset your conversation' / 'Create new Conversation'
 *   conversation.selected { conversationId } a fullscreen past-conversation card
 *   contactForm.opened / contactForm.closed 'Leave contact details for a real human' / close
 *   contactForm.fieldChanged { field: 'name'|'email'|'phone', value }
 *   contactForm.submitted                  'Submit Contact Details'
 *
 * Emitted (subscribe with actorRef.on(type, handler)):
 *   notification.play                      polling found new messages: play the sound
 *   conversation.created { conversationId, contactId }  first message sent: refresh past conversations
 *   conversation.updated { conversationId, contactId }  conversation loaded or got new messages: likewise
 *   contact.updated { contact }            contact details saved (the submitted-details callback)
 *
 * Selectors (chat-selectors.ts): selectPanel ('sendingFirst'|'loading'|'error'|'loaded'|'start'),
 *   selectMessages, selectFirstMessage, selectDraft, selectIsSending, selectSendError, selectError,
 *   selectCanReset, selectConversationId, selectContact, selectHasSubmittedDetails, selectIsOperator,
 *   selectIsContactFormOpen, selectIsSavingContact, selectContactFormActor, then on the form actor:
 *   selectFormValues, selectFormErrors.
 *
 * Storage: `storeConversationId` / `storeContactId` are named actions that do nothing here;
 * provideChatActors replaces them. The machine does no I/O of its own.
 */
import { firstPayloadOf, followUpPayloadOf } from './chat-messages.ts';
import { TEXTS, chatSetup } from './chat-setup.ts';

export type { ChatContext, ChatEmitted, ChatEvent, ChatInput, ChatPanel, ChatTag, Viewpoint } from './chat-types.ts';

export const chatMachine = chatSetup.createMachine({
  id: 'chat',
  description: 'The chat panel: start screen, first message, existing conversation, follow-ups and contact details.',
  type: 'parallel',
  context: ({ input }) => ({
    organisationId: input.organisationId,
    viewpoint: input.viewpoint,
    referrer: input.referrer,
    conversationId: input.conversationId ?? null,
    contactId: input.contactId ?? null,
    contact: null,
    conversation: null,
    messages: [],
    draft: '',
    firstMessage: null,
    firstMessageId: null,
    failedSend: null,
    pendingMessage: null,
    error: null,
    sendError: null,
    contactDetails: null,
    contactError: null,
  }),
  on: {
    'draft.changed': {
      guard: 'mayEditDraft',
      actions: { type: 'changeDraft', params: ({ event }) => ({ text: event.text }) },
    },
  },
  states: {
    conversation: {
      initial: 'deciding',
      on: {
        'conversation.reset': { target: '.start', actions: ['forgetConversation', 'storeConversationId'] },
        'conversation.selected': {
          target: '.loading',
          actions: [
            { type: 'chooseConversation', params: ({ event }) => ({ conversationId: event.conversationId }) },
            'storeConversationId',
          ],
        },
      },
      states: {
        deciding: {
          tags: ['loading'],
          always: [{ guard: 'hasConversationId', target: 'loading' }, { target: 'start' }],
        },
        start: {
          description: 'The start screen: suggestions and the message input.',
          tags: ['start'],
          on: {
            'message.submitted': { guard: 'draftHasText', target: 'sendingFirst', actions: 'takeDraftAsFirstMessage' },
            'suggestion.picked': {
              target: 'sendingFirst',
              actions: { type: 'takeSuggestionAsFirstMessage', params: ({ event }) => ({ question: event.question }) },
            },
          },
        },
        sendingFirst: {
          description: 'Creating conversation and sending your first message',
          tags: ['sendingFirst', 'sending'],
          invoke: {
            id: 'firstMessage',
            src: 'messageSender',
            input: ({ context }) => ({ kind: 'first' as const, payload: firstPayloadOf(context) }),
            onDone: [
              {
                guard: { type: 'conversationWasCreated', params: ({ event }) => event.output },
                target: 'open',
                actions: [
                  { type: 'adoptCreatedConversation', params: ({ event }) => ({ messages: event.output.messages }) },
                  'storeConversationId',
                  'announceConversationCreated',
                  'refocusComposer',
                ],
              },
              {
                target: 'failed',
                actions: [
                  { type: 'rememberError', params: ({ event }) => ({ error: event.output.error ?? TEXTS.sendFailed }) },
                  'refocusComposer',
                ],
              },
            ],
            onError: {
              target: 'failed',
              actions: [
                { type: 'rememberError', params: { error: TEXTS.sendFailed } },
                'logFailure',
                'refocusComposer',
              ],
            },
          },
        },
        loading: {
          description: 'Loading your existing conversation',
          tags: ['loading'],
          invoke: {
            id: 'conversationLoader',
            src: 'conversationLoader',
            input: ({ context }) => ({ conversationId: context.conversationId }),
            onDone: [
              {
                guard: { type: 'conversationWasLoaded', params: ({ event }) => event.output },
                target: 'checkingOrganisation',
                actions: [
                  { type: 'adoptLoadedConversation', params: ({ event }) => ({ conversation: event.output.conversation! }) },
                  { type: 'adoptContact', params: ({ event }) => ({ contact: event.output.conversation!.contact }) },
                  'storeContactId',
                ],
              },
              {
                guard: { type: 'conversationFailedToLoad', params: ({ event }) => event.output },
                target: 'failed',
                actions: { type: 'rememberError', params: ({ event }) => ({ error: event.output.error ?? TEXTS.networkNotOk }) },
              },
              { target: 'start', actions: ['forgetConversation', 'storeConversationId'] },
            ],
            onError: {
              target: 'failed',
              actions: [
                { type: 'rememberError', params: { error: TEXTS.networkNotOk } },
                'logFailure',
              ],
            },
          },
        },
        checkingOrganisation: {
          description: "A conversation of another organisation than the one shown is not resumed.",
          tags: ['loading'],
          invoke: {
            id: 'orgMismatch',
            src: 'orgMismatch',
            input: ({ context }) => ({
              shownOrganisationId: context.organisationId,
              conversationOrganisationId: context.conversation?.organisation_id ?? context.organisationId,
            }),
            onDone: [
              {
                guard: { type: 'belongsToOtherOrganisation', params: ({ event }) => event.output },
                target: 'start',
                actions: ['forgetConversation', 'storeConversationId'],
              },
              { target: 'open', actions: 'announceConversationUpdated' },
            ],
            onError: { target: 'open', actions: 'logFailure' },
          },
        },
        failed: {
          description: 'The error, then "Please try again or contact support at {email}".',
          tags: ['error', 'resettable'],
        },
        open: {
          description: 'The thread of an existing conversation.',
          tags: ['loaded', 'resettable'],
          type: 'parallel',
          states: {
            sending: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'message.submitted': { guard: 'draftHasText', target: 'sending', actions: 'appendFollowUp' },
                    'message.retried': { guard: 'hasFailedSend', target: 'sending', actions: ['takeFailedSendAsDraft', 'appendFollowUp'] },
                  },
                },
                sending: {
                  description: 'Input and send are disabled.',
                  tags: ['sending'],
                  invoke: {
                    id: 'followUpMessage',
                    src: 'messageSender',
                    input: ({ context }) => ({ kind: 'followUp' as const, payload: followUpPayloadOf(context) }),
                    onDone: [
                      {
                        guard: { type: 'messageWasSent', params: ({ event }) => event.output },
                        target: 'idle',
                        actions: [
                          { type: 'appendReturnedMessages', params: ({ event }) => ({ messages: event.output.messages }) },
                          'refocusComposer',
                        ],
                      },
                      {
                        target: 'idle',
                        actions: [
                          { type: 'rememberSendError', params: ({ event }) => ({ error: event.output.error ?? TEXTS.followUpFailed }) },
                          'refocusComposer',
                        ],
                      },
                    ],
                    onError: {
                      target: 'idle',
                      actions: [
                        { type: 'rememberSendError', params: { error: TEXTS.followUpFailed } },
                        'logFailure',
                        'refocusComposer',
                      ],
                    },
                  },
                },
              },
            },
            polling: {
              initial: 'paused',
              states: {
                paused: {
                  description: 'No messages yet, or a follow-up is on its way.',
                  always: { guard: 'mayPoll', target: 'active' },
                },
                stopped: {
                  description: 'The poller itself broke (its fetch failures are only logged): logged, no more polling.',
                },
                active: {
                  always: { guard: 'mayNotPoll', target: 'paused' },
                  invoke: {
                    id: 'conversationPoller',
                    src: 'conversationPoller',
                    input: ({ context }) => ({
                      conversationId: context.conversationId ?? '',
                      messageCount: context.messages.length,
                      contactId: context.contactId,
                      answeringName: context.conversation?.answering_name ?? null,
                    }),
                    onDone: [
                      {
                        guard: { type: 'messageCountDiffers', params: ({ event }) => event.output },
                        target: 'active',
                        reenter: true,
                        actions: [
                          { type: 'replaceMessages', params: ({ event }) => ({ conversation: event.output.conversation! }) },
                          { type: 'adoptContact', params: ({ event }) => ({ contact: event.output.conversation!.contact }) },
                          'storeContactId',
                          'playNotification',
                          'announceConversationUpdated',
                        ],
                      },
                      {
                        target: 'active',
                        reenter: true,
                        actions: [
                          { type: 'adoptContact', params: ({ event }) => ({ contact: event.output.conversation!.contact }) },
                          { type: 'adoptAnsweringName', params: ({ event }) => ({ conversation: event.output.conversation! }) },
                          'storeContactId',
                          'announceConversationUpdated',
                        ],
                      },
                    ],
                    onError: {
                      target: 'stopped',
                      actions: 'logFailure',
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    contactDetails: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'contactForm.opened': 'open' },
        },
        open: {
          description: 'Enter your contact details below and a team member will be in touch.',
          tags: ['contactFormOpen'],
          invoke: {
            id: 'contactForm',
            src: 'contactForm',
            // The form starts empty every time it opens (SPEC.md §2).
            input: {},
            onError: { target: 'closed', actions: 'logFailure' },
          },
          on: { 'contactForm.closed': 'closed' },
          initial: 'editing',
          states: {
            editing: {
              on: {
                'contactForm.fieldChanged': { actions: 'forwardToContactForm' },
                'contactForm.submitted': { actions: 'forwardToContactForm' },
                'contactDetails.validated': { target: 'saving', actions: 'rememberContactDetails' },
              },
            },
            saving: {
              description: 'The submit button shows a spinner.',
              tags: ['savingContact'],
              invoke: {
                id: 'contactUpdate',
                src: 'contactUpdate',
                input: ({ context }) => ({
                  // The organisation too: a contact id of another organisation makes a new contact.
                  contact: { id: context.contactId ?? '', organisation_id: context.organisationId, ...context.contactDetails! },
                }),
                onDone: [
                  {
                    guard: { type: 'contactWasSaved', params: ({ event }) => event.output },
                    target: '#chat.contactDetails.closed',
                    actions: [
                      { type: 'rememberSavedContact', params: ({ event }) => ({ contact: event.output.saved! }) },
                      'storeContactId',
                      { type: 'announceContactUpdated', params: ({ event }) => ({ contact: event.output.saved! }) },
                    ],
                  },
                  {
                    target: 'editing',
                    actions: {
                      type: 'rememberContactError',
                      params: ({ event }) => ({ error: event.output.error ?? TEXTS.sendFailed }),
                    },
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'rememberContactError', params: { error: TEXTS.sendFailed } },
                    'logFailure',
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
