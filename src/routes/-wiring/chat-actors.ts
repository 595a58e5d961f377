// The real actors and storage actions behind the machines' placeholders. Routes never fetch or
// touch storage: they run `provideChatActors(chatMachine)` (and the organisation's below) with useActorRef;
// the lazily loaded machines' wirings are files of their own beside this one.
import { fromCallback, fromPromise } from 'xstate';
import type { ChatInput, Viewpoint } from '../../machines/chat-types.ts';
import { chatMachine } from '../../machines/chat-machine.ts';
import { contactUpdateMachine } from '../../machines/contact-update-machine.ts';
import { conversationLoaderMachine } from '../../machines/conversation-loader-machine.ts';
import { conversationPollerMachine } from '../../machines/conversation-poller-machine.ts';
import { messageSenderMachine, type MessageSenderEvent } from '../../machines/message-sender-machine.ts';
import { organisationMachine } from '../../machines/organisation-machine.ts';
import { api as browserApi, type Api } from '../../services/api.ts';
import type { Contact, ContactUpdatePayload, Conversation, ConversationSummary, Organisation, SendMessagePayload } from '../../contract/contract.ts';
import { readContactId, readConversationId, saveContactId, saveConversationId } from '../../services/storage.ts';
import { browserTimeZone } from '../../services/time-zone.ts';
import { organisationInPage } from '../../services/frame-shell.ts';

export { playNotificationSound } from '../../services/sound.ts';

/** What the actors need from the world; tests pass their own. */
export interface ChatServices {
  api: Api;
  saveConversationId: (conversationId: string | null) => void;
  saveContactId: (organisationId: string, contactId: string | null) => void;
}

/** The browser's own services; the lazily loaded wirings (answer feedback, visitor identity) start from them too. */
export const browserServices: ChatServices = { api: browserApi, saveConversationId, saveContactId };

/**
 * A stopped actor's call never settles. React's StrictMode (development) stops each actor and
 * starts it again with its snapshot restored; XState would then hand the stopped call's
 * AbortError to the restarted actor as a failure (the demo error on the first page load).
 */
export function settleUnlessAborted<T>(signal: AbortSignal, call: Promise<T>): Promise<T> {
  const never = new Promise<T>(() => undefined);
  return call.then(
    (value) => (signal.aborted ? never : value),
    (error: unknown) => (signal.aborted ? never : Promise.reject(error)),
  );
}

/** An invoked API call that passes its abort signal, so that a stopped actor cancels it. */
export function apiCall<TOutput, TInput>(run: (input: TInput, options: { signal: AbortSignal }) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) => settleUnlessAborted(signal, run(input, { signal })));
}

/** A visitor's message carries their time zone, so the team sees their local time (a team member's does not). */
function withVisitorTimeZone(payload: SendMessagePayload): SendMessagePayload {
  const timeZone = payload.creator === 'CONTACT' ? browserTimeZone() : undefined;
  return timeZone ? { ...payload, time_zone: timeZone } : payload;
}

/** The invoked promises behind the machines' placeholders. */
export function chatActors(services: ChatServices = browserServices) {
  const { api } = services;
  return {
    fetchConversation: apiCall<ConversationSummary, { conversationId: string }>((input, options) =>
      api.getConversation(input.conversationId, options),
    ),
    fetchMessages: apiCall<Conversation, { conversationId: string }>((input, options) =>
      api.getConversationMessages(input.conversationId, options),
    ),
    // The answer's pieces as they come, then the stored messages; stopping the actor cancels it.
    streamMessage: fromCallback<MessageSenderEvent, { payload: SendMessagePayload }>(({ input, sendBack }) => {
      const cancel = new AbortController();
      api.postChatStream(withVisitorTimeZone(input.payload), { signal: cancel.signal, onDelta: (text) => sendBack({ type: 'stream.delta', text }) }).then(
        (messages) => sendBack({ type: 'stream.done', messages }),
        (error: unknown) => {
          if (!cancel.signal.aborted) sendBack({ type: 'stream.failed', error });
        },
      );
      return () => cancel.abort();
    }),
    saveContact: apiCall<Contact, { contact: ContactUpdatePayload }>((input, options) => api.putContact(input.contact, options)),
    loadOrganisation: apiCall<Organisation, { organisationId: string }>((input, options) =>
      api.getOrganisation(input.organisationId, options),
    ),
  };
}

/** The chat machine with its child machines' real calls and the storage actions. */
export function provideChatActors(machine: typeof chatMachine = chatMachine, services: ChatServices = browserServices) {
  const actors = chatActors(services);
  return machine.provide({
    actors: {
      conversationLoader: conversationLoaderMachine.provide({
        actors: { fetchConversation: actors.fetchConversation, fetchMessages: actors.fetchMessages },
      }),
      conversationPoller: conversationPollerMachine.provide({ actors: { fetchMessages: actors.fetchMessages } }),
      messageSender: messageSenderMachine.provide({ actors: { streamMessage: actors.streamMessage } }),
      contactUpdate: contactUpdateMachine.provide({ actors: { saveContact: actors.saveContact } }),
    },
    actions: {
      // SPEC.md §4: the conversation id is saved whenever it changes; the contact id with every load.
      storeConversationId: ({ context }) => services.saveConversationId(context.conversationId),
      storeContactId: ({ context }) => services.saveContactId(context.organisationId, context.contactId),
    },
  });
}

export function provideOrganisationActors(
  machine: typeof organisationMachine = organisationMachine,
  services: Pick<ChatServices, 'api'> = browserServices,
) {
  return machine.provide({ actors: { loadOrganisation: chatActors({ ...browserServices, ...services }).loadOrganisation } });
}

/**
 * The embed frame's organisation: the one its server-rendered page carries, else asked for. A
 * request fewer between the visitor's click and a chat they can use.
 */
export function provideFrameOrganisationActors(
  machine: typeof organisationMachine = organisationMachine,
  { api }: Pick<ChatServices, 'api'> = browserServices,
) {
  return machine.provide({
    actors: {
      loadOrganisation: apiCall<Organisation, { organisationId: string }>(
        async (input, options) => organisationInPage(input.organisationId) ?? api.getOrganisation(input.organisationId, options),
      ),
    },
  });
}

/** The chat's input: the page address as referrer, the ids that storage holds. */
export function readChatInput(options: { organisationId: string; viewpoint?: Viewpoint; referrer?: string }): ChatInput {
  return {
    organisationId: options.organisationId,
    viewpoint: options.viewpoint ?? 'contact',
    referrer: options.referrer ?? (typeof location === 'undefined' ? '' : location.href),
    conversationId: readConversationId(),
    contactId: readContactId(options.organisationId),
  };
}
