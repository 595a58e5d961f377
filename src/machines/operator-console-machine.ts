/**
 * The operator console (SPEC.md §1, §6: a team member interrupts the AI agent and responds to the
 * contact) and its inbox (issue 13). Signs a team member in with the organisation's operator key,
 * keeps the organisation's conversation list fresh (on demand: the live stream,
 * inbox-live-machine.ts, says when), searched and filtered, a page at a time, takes a conversation
 * over and hands it back to the AI, and marks a conversation read when it is opened. The selected
 * conversation itself is a chat machine in the operator viewpoint, which the route runs beside this one.
 *
 * Input: { organisationId, operatorKey, memberSession? } (operatorKey: the key this tab kept, or null;
 * memberSession: signed in with email and password instead, console-sign-in-machine.ts).
 *
 * Events the view sends:
 *   key.submitted { operatorKey }   the sign-in form (a blank key is ignored)
 *   signedOut                       'Sign out': the key is forgotten
 *   conversations.refresh           load the list now (the live stream heard a change, the operator replied)
 *   search.submitted { search }     the search box (words in the contact's details or the messages)
 *   filter.changed { filter }       all / wants a person / mine / unanswered
 *   page.more                       'Show more conversations' (the next page, by cursor)
 *   conversation.opened { conversationId }  a card was opened: it is read (a member's unread marker goes)
 *   list.shown                      'Back to conversations' (on a small screen the list and the conversation are separate views)
 *   takeover.requested { conversationId }  'Take over'
 *   handback.requested { conversationId }  'Hand back to AI'
 *
 * Emitted: `inbox.counted { waitingCount, newlyWaiting }` with every list: newlyWaiting when more
 * conversations wait for a person than the last list said (the route plays the notification sound).
 *
 * Storage: `storeOperatorKey` is a named action that does nothing here; routes/-wiring/chat-actors.ts
 * provides it (the tab's sessionStorage). A key the server refuses is forgotten there too.
 */
import { assign, emit, fromPromise, raise, setup } from 'xstate';
import type { HandbackReply } from '../contract/contract.ts';
import type { ConversationRead, InboxConversation, InboxFilter, InboxPage } from '../contract/inbox.ts';
import { failureText, isKeyRefused } from './failure-texts.ts';

export interface OperatorConsoleInput {
  organisationId: string;
  operatorKey: string | null;
  /**
   * Signed in as a member (console-sign-in-machine.ts): the calls go with the session instead of a
   * key, and a refusal means the session ended.
   */
  memberSession?: boolean;
}

export interface OperatorConsoleContext extends OperatorConsoleInput {
  /** Latest message first, as the server sorts them: the pages loaded so far. */
  conversations: InboxConversation[];
  /** The next page's cursor; null when the last page is loaded. */
  nextCursor: string | null;
  filter: InboxFilter;
  /** The search the list answers ('' for none). */
  search: string;
  /** Conversations waiting for a person (the tab title's count); null until the first list. */
  waitingCount: number | null;
  /** The conversation opened from the list (the chat shows it). */
  openConversationId: string | null;
  /** On a small screen, which of the two is shown. */
  view: 'list' | 'conversation';
  /** Shown on the sign-in form: a refused key, or a list that could not be loaded. */
  keyError: string | null;
  /** Shown above the list when a refresh failed; cleared by the next good one. */
  listError: string | null;
  /** A take-over or hand-back that failed. */
  handbackError: string | null;
}

export interface ConversationsQuery {
  organisationId: string;
  operatorKey: string;
  filter: InboxFilter;
  search: string;
  /** null: the first page. */
  cursor: string | null;
}

export type OperatorConsoleEvent =
  | { type: 'key.submitted'; operatorKey: string }
  | { type: 'signedOut' }
  | { type: 'conversations.refresh' }
  | { type: 'search.submitted'; search: string }
  | { type: 'filter.changed'; filter: InboxFilter }
  | { type: 'page.more' }
  | { type: 'conversation.opened'; conversationId: string }
  | { type: 'list.shown' }
  | { type: 'read.needed' }
  | { type: 'takeover.requested'; conversationId: string }
  | { type: 'handback.requested'; conversationId: string };

/** Each list read: how many wait for a person, and whether more do than the last list said (the sound). */
export type OperatorConsoleEmitted = { type: 'inbox.counted'; waitingCount: number; newlyWaiting: boolean };

/** The console's screens and what the views ask of its states (operator-console-selectors.ts reads only these). */
export type OperatorConsoleTag = 'signedOut' | 'checkingKey' | 'signedIn' | 'refreshing' | 'loadingMore' | 'handingBack' | 'takingOver' | 'markingRead';

const SIGNED_OUT = '#operatorConsole.signedOut';

const query = (context: OperatorConsoleContext, cursor: string | null): ConversationsQuery => ({
  organisationId: context.organisationId,
  operatorKey: context.operatorKey ?? '',
  filter: context.filter,
  search: context.search,
  cursor,
});

/** `b` comes after `a` in the list's order (latest message first, then id). */
const listedAfter = (a: InboxConversation, b: InboxConversation) =>
  b.last_message_at < a.last_message_at || (b.last_message_at === a.last_message_at && b.id < a.id);

/**
 * A fresh first page, keeping the older pages already loaded (a live change must not take away what
 * the team member scrolled to): the page's rows, then the loaded rows that come after its last.
 */
function mergeFirstPage(context: OperatorConsoleContext, page: InboxPage): { conversations: InboxConversation[]; nextCursor: string | null } {
  const last = page.conversations[page.conversations.length - 1];
  if (!page.next_cursor || !last) return { conversations: page.conversations, nextCursor: page.next_cursor };
  const fresh = new Set(page.conversations.map((conversation) => conversation.id));
  const older = context.conversations.filter((conversation) => !fresh.has(conversation.id) && listedAfter(last, conversation));
  return { conversations: [...page.conversations, ...older], nextCursor: older.length > 0 ? context.nextCursor : page.next_cursor };
}

/** The open conversation is being read: its marker stays off while it is open. */
const readOpen = (conversations: InboxConversation[], openId: string | null) =>
  conversations.map((conversation) => (conversation.id === openId && conversation.unread ? { ...conversation, unread: false } : conversation));

/** The error of a failed call, as the guard and action below take it. */
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * Every call's first failure branch: the server refused the key (wrong, changed or revoked), so
 * the team member is signed out, the key forgotten, and the sign-in form says why.
 */
const signOutIfKeyRefused = {
  guard: { type: 'keyWasRefused' as const, params: failure },
  target: SIGNED_OUT,
  actions: ['forgetOperatorKey' as const, 'storeOperatorKey' as const, { type: 'rememberKeyError' as const, params: failure }],
};

/**
 * A call that failed for another reason: the state named goes on, with the error remembered where
 * the view shows it and logged.
 */
const failedCall = <Remember extends 'rememberListError' | 'rememberHandbackError' | 'rememberTakeoverError'>(target: 'waiting' | 'idle', remember: Remember) => [
  signOutIfKeyRefused,
  { target, actions: [{ type: remember, params: failure }, { type: 'logFailure' as const, params: failure }] },
];

export const operatorConsoleMachine = setup({
  types: {
    input: {} as OperatorConsoleInput,
    context: {} as OperatorConsoleContext,
    events: {} as OperatorConsoleEvent,
    emitted: {} as OperatorConsoleEmitted,
    tags: {} as OperatorConsoleTag,
  },
  actors: {
    // Placeholders: routes/-wiring/operator-actors.ts provides GET /organisations/:id/inbox, POST /handback, /takeover and /read.
    fetchConversations: fromPromise<InboxPage, ConversationsQuery>(async () => {
      throw new Error('fetchConversations is not provided');
    }),
    handBackToAi: fromPromise<HandbackReply, { conversationId: string; operatorKey: string }>(async () => {
      throw new Error('handBackToAi is not provided');
    }),
    takeOverFromAi: fromPromise<HandbackReply, { conversationId: string; operatorKey: string }>(async () => {
      throw new Error('takeOverFromAi is not provided');
    }),
    markRead: fromPromise<ConversationRead, { conversationId: string }>(async () => {
      throw new Error('markRead is not provided');
    }),
  },
  guards: {
    hasOperatorKey: ({ context }) => Boolean(context.operatorKey) || context.memberSession === true,
    keyIsGiven: (_, params: { operatorKey: string }) => params.operatorKey.trim().length > 0,
    keyWasRefused: (_, params: { error: unknown }) => isKeyRefused(params.error),
    hasMorePages: ({ context }) => context.nextCursor !== null,
    // Unread markers are a member's; an API key has none to clear.
    isMember: ({ context }) => context.memberSession === true,
    openIsUnread: ({ context }, page: InboxPage) =>
      context.memberSession === true && page.conversations.some((conversation) => conversation.id === context.openConversationId && conversation.unread),
  },
  actions: {
    useOperatorKey: assign({ operatorKey: (_, params: { operatorKey: string }) => params.operatorKey.trim(), keyError: null }),
    // Before the list is replaced: a conversation newly waiting for a person is worth a sound.
    announceWaiting: emit(({ context }, page: InboxPage) => ({
      type: 'inbox.counted' as const,
      waitingCount: page.waiting_count,
      newlyWaiting: context.waitingCount !== null && page.waiting_count > context.waitingCount,
    })),
    rememberConversations: assign(({ context }, page: InboxPage) => {
      const merged = mergeFirstPage(context, page);
      return {
        conversations: readOpen(merged.conversations, context.openConversationId),
        nextCursor: merged.nextCursor,
        waitingCount: page.waiting_count,
        keyError: null,
        listError: null,
      };
    }),
    appendConversations: assign(({ context }, page: InboxPage) => {
      const known = new Set(context.conversations.map((conversation) => conversation.id));
      return {
        conversations: [...context.conversations, ...readOpen(page.conversations, context.openConversationId).filter((conversation) => !known.has(conversation.id))],
        nextCursor: page.next_cursor,
        waitingCount: page.waiting_count,
        listError: null,
      };
    }),
    // Another search or filter is another list: nothing of the old one is kept.
    useSearch: assign({ search: (_, params: { search: string }) => params.search.trim(), conversations: [], nextCursor: null }),
    useFilter: assign({ filter: (_, params: { filter: InboxFilter }) => params.filter, conversations: [], nextCursor: null }),
    openConversation: assign(({ context }, params: { conversationId: string }) => ({
      openConversationId: params.conversationId,
      view: 'conversation' as const,
      conversations: readOpen(context.conversations, params.conversationId),
    })),
    showList: assign({ view: 'list' as const }),
    readNeeded: raise({ type: 'read.needed' }),
    forgetOperatorKey: assign({
      operatorKey: null,
      conversations: [],
      nextCursor: null,
      waitingCount: null,
      openConversationId: null,
      view: 'list' as const,
      listError: null,
      handbackError: null,
    }),
    rememberKeyError: assign({
      keyError: (_, params: { error: unknown }) => failureText('operatorConversations', params.error),
    }),
    rememberListError: assign({ listError: (_, params: { error: unknown }) => failureText('operatorConversations', params.error) }),
    forgetHandbackError: assign({ handbackError: null }),
    rememberHandbackError: assign({ handbackError: (_, params: { error: unknown }) => failureText('handback', params.error) }),
    rememberTakeoverError: assign({
      handbackError: (_, params: { error: unknown }) => failureText('takeover', params.error),
    }),
    // The list may be a moment old; who answers this conversation has changed from now on.
    markHeld: assign({
      conversations: ({ context }, reply: HandbackReply) =>
        context.conversations.map((conversation) =>
          conversation.id === reply.id ? { ...conversation, ai_paused: reply.ai_paused, wants_human: reply.wants_human } : conversation,
        ),
    }),
    refreshSoon: raise({ type: 'conversations.refresh' }),
    logFailure: (_, params: { error: unknown }) => console.error('Operator console', params.error),
    // Storage lives in services: routes/-wiring/chat-actors.ts provides this; here it does nothing.
    storeOperatorKey: () => {},
  },
}).createMachine({
  id: 'operatorConsole',
  description: "A team member's view of the organisation's conversations: sign in with the operator key, pick a conversation, respond, hand back to the AI.",
  context: ({ input }) => ({
    ...input,
    conversations: [],
    nextCursor: null,
    filter: 'all',
    search: '',
    waitingCount: null,
    openConversationId: null,
    view: 'list',
    keyError: null,
    listError: null,
    handbackError: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      tags: ['checkingKey'],
      always: [{ guard: 'hasOperatorKey', target: 'checkingKey' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'The operator key form.',
      tags: ['signedOut'],
      on: {
        'key.submitted': {
          guard: { type: 'keyIsGiven', params: ({ event }) => ({ operatorKey: event.operatorKey }) },
          target: 'checkingKey',
          actions: { type: 'useOperatorKey', params: ({ event }) => ({ operatorKey: event.operatorKey }) },
        },
      },
    },
    checkingKey: {
      description: "The key is checked by loading the organisation's conversations with it.",
      tags: ['checkingKey'],
      on: {
        // A member's console shows the search and filters while its first list loads: that list is loaded for them instead.
        'search.submitted': { target: 'checkingKey', reenter: true, actions: { type: 'useSearch', params: ({ event }) => ({ search: event.search }) } },
        'filter.changed': { target: 'checkingKey', reenter: true, actions: { type: 'useFilter', params: ({ event }) => ({ filter: event.filter }) } },
      },
      invoke: {
        id: 'checkKey',
        src: 'fetchConversations',
        input: ({ context }) => query(context, null),
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'rememberConversations', params: ({ event }) => event.output }, 'storeOperatorKey'],
        },
        onError: [
          signOutIfKeyRefused,
          {
            // Not the key's fault: the tab keeps it, so signing in again (or a reload) retries.
            target: 'signedOut',
            actions: [
              'forgetOperatorKey',
              { type: 'rememberKeyError', params: ({ event }) => ({ error: event.error }) },
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    signedIn: {
      type: 'parallel',
      tags: ['signedIn'],
      on: {
        signedOut: { target: 'signedOut', actions: ['forgetOperatorKey', 'storeOperatorKey'] },
        'list.shown': { actions: 'showList' },
      },
      states: {
        conversations: {
          initial: 'waiting',
          on: {
            'conversations.refresh': { target: '.refreshing', reenter: true },
            'search.submitted': { target: '.refreshing', reenter: true, actions: { type: 'useSearch', params: ({ event }) => ({ search: event.search }) } },
            'filter.changed': { target: '.refreshing', reenter: true, actions: { type: 'useFilter', params: ({ event }) => ({ filter: event.filter }) } },
          },
          states: {
            waiting: {
              description: 'The list is shown until the live stream (or the team member) asks for it again.',
              on: {
                'page.more': { guard: 'hasMorePages', target: 'loadingMore' },
              },
            },
            refreshing: {
              description: 'GET /organisations/:id/inbox: the first page of the search and filter.',
              tags: ['refreshing'],
              invoke: {
                id: 'refreshConversations',
                src: 'fetchConversations',
                input: ({ context }) => query(context, null),
                onDone: [
                  {
                    // A visitor wrote in the conversation open in front of the team member: it is read.
                    guard: { type: 'openIsUnread', params: ({ event }) => event.output },
                    target: 'waiting',
                    actions: [
                      { type: 'announceWaiting', params: ({ event }) => event.output },
                      { type: 'rememberConversations', params: ({ event }) => event.output },
                      'readNeeded',
                    ],
                  },
                  {
                    target: 'waiting',
                    actions: [
                      { type: 'announceWaiting', params: ({ event }) => event.output },
                      { type: 'rememberConversations', params: ({ event }) => event.output },
                    ],
                  },
                ],
                onError: failedCall('waiting', 'rememberListError'),
              },
            },
            loadingMore: {
              description: 'The next page, after the last conversation shown.',
              tags: ['loadingMore'],
              invoke: {
                id: 'loadMoreConversations',
                src: 'fetchConversations',
                input: ({ context }) => query(context, context.nextCursor),
                onDone: { target: 'waiting', actions: { type: 'appendConversations', params: ({ event }) => event.output } },
                onError: failedCall('waiting', 'rememberListError'),
              },
            },
          },
        },
        handback: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'handback.requested': { target: 'handingBack', actions: 'forgetHandbackError' },
                'takeover.requested': { target: 'takingOver', actions: 'forgetHandbackError' },
              },
            },
            handingBack: {
              description: "'Hand back to AI' is disabled while the server is told.",
              tags: ['handingBack'],
              invoke: {
                id: 'handBack',
                src: 'handBackToAi',
                input: ({ context, event }) => ({
                  conversationId: event.type === 'handback.requested' ? event.conversationId : '',
                  operatorKey: context.operatorKey ?? '',
                }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'markHeld', params: ({ event }) => event.output }, 'refreshSoon'],
                },
                onError: failedCall('idle', 'rememberHandbackError'),
              },
            },
            takingOver: {
              description: "'Take over' is disabled while the server is told; the AI is quiet from then on.",
              tags: ['takingOver'],
              invoke: {
                id: 'takeOver',
                src: 'takeOverFromAi',
                input: ({ context, event }) => ({
                  conversationId: event.type === 'takeover.requested' ? event.conversationId : '',
                  operatorKey: context.operatorKey ?? '',
                }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'markHeld', params: ({ event }) => event.output }, 'refreshSoon'],
                },
                onError: failedCall('idle', 'rememberTakeoverError'),
              },
            },
          },
        },
        reading: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'conversation.opened': [
                  { guard: 'isMember', target: 'markingRead', actions: { type: 'openConversation', params: ({ event }) => ({ conversationId: event.conversationId }) } },
                  { actions: { type: 'openConversation', params: ({ event }) => ({ conversationId: event.conversationId }) } },
                ],
                'read.needed': { guard: 'isMember', target: 'markingRead' },
              },
            },
            markingRead: {
              description: "POST /conversations/:id/read: the member's unread marker goes.",
              tags: ['markingRead'],
              on: {
                // Another conversation opened meanwhile: that one is read now.
                'conversation.opened': {
                  target: 'markingRead',
                  reenter: true,
                  actions: { type: 'openConversation', params: ({ event }) => ({ conversationId: event.conversationId }) },
                },
              },
              invoke: {
                id: 'markRead',
                src: 'markRead',
                input: ({ context }) => ({ conversationId: context.openConversationId ?? '' }),
                onDone: { target: 'idle' },
                onError: [
                  signOutIfKeyRefused,
                  // The marker comes back with the next list; nothing else is lost.
                  { target: 'idle', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
          },
        },
      },
    },
  },
});
