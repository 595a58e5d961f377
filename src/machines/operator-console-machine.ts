/**
 * The operator console (SPEC.md §1, §6: a team member interrupts the AI agent and responds to the
 * contact). Signs a team member in with the organisation's operator key, keeps the organisation's
 * conversation list fresh (every POLL_INTERVAL_MS, and on demand) and hands a conversation back
 * to the AI. The selected conversation itself is a chat machine in the operator viewpoint, which
 * the route runs beside this one.
 *
 * Input: { organisationId, operatorKey, memberSession? } (operatorKey: the key this tab kept, or null;
 * memberSession: signed in with email and password instead, console-sign-in-machine.ts).
 *
 * Events the view sends:
 *   key.submitted { operatorKey }   the sign-in form (a blank key is ignored)
 *   signedOut                       'Sign out': the key is forgotten
 *   conversations.refresh           load the list now (the operator replied, a conversation changed)
 *   handback.requested { conversationId }  'Hand back to AI'
 *
 * Storage: `storeOperatorKey` is a named action that does nothing here; routes/-wiring/chat-actors.ts
 * provides it (the tab's sessionStorage). A key the server refuses is forgotten there too.
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import { POLL_INTERVAL_MS, type HandbackReply, type OperatorConversation } from '../contract/contract.ts';
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
  /** Latest message first, as the server sorts them. */
  conversations: OperatorConversation[];
  /** Shown on the sign-in form: a refused key, or a list that could not be loaded. */
  keyError: string | null;
  /** Shown above the list when a refresh failed; cleared by the next good one. */
  listError: string | null;
  handbackError: string | null;
}

export type OperatorConsoleEvent =
  | { type: 'key.submitted'; operatorKey: string }
  | { type: 'signedOut' }
  | { type: 'conversations.refresh' }
  | { type: 'handback.requested'; conversationId: string };

/** The console's screens and what the views ask of its states (operator-console-selectors.ts reads only these). */
export type OperatorConsoleTag = 'signedOut' | 'checkingKey' | 'signedIn' | 'handingBack';

const SIGNED_OUT = '#operatorConsole.signedOut';

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

export const operatorConsoleMachine = setup({
  types: {
    input: {} as OperatorConsoleInput,
    context: {} as OperatorConsoleContext,
    events: {} as OperatorConsoleEvent,
    tags: {} as OperatorConsoleTag,
  },
  actors: {
    // Placeholders: routes/-wiring/chat-actors.ts provides GET /organisations/:id/conversations and POST /handback.
    fetchConversations: fromPromise<OperatorConversation[], { organisationId: string; operatorKey: string }>(async () => {
      throw new Error('fetchConversations is not provided');
    }),
    handBackToAi: fromPromise<HandbackReply, { conversationId: string; operatorKey: string }>(async () => {
      throw new Error('handBackToAi is not provided');
    }),
  },
  delays: {
    refreshInterval: POLL_INTERVAL_MS,
  },
  guards: {
    hasOperatorKey: ({ context }) => Boolean(context.operatorKey) || context.memberSession === true,
    keyIsGiven: (_, params: { operatorKey: string }) => params.operatorKey.trim().length > 0,
    keyWasRefused: (_, params: { error: unknown }) => isKeyRefused(params.error),
  },
  actions: {
    useOperatorKey: assign({ operatorKey: (_, params: { operatorKey: string }) => params.operatorKey.trim(), keyError: null }),
    rememberConversations: assign({
      conversations: (_, conversations: OperatorConversation[]) => conversations,
      keyError: null,
      listError: null,
    }),
    forgetOperatorKey: assign({ operatorKey: null, conversations: [], listError: null, handbackError: null }),
    rememberKeyError: assign({
      keyError: (_, params: { error: unknown }) => failureText('operatorConversations', params.error),
    }),
    rememberListError: assign({ listError: (_, params: { error: unknown }) => failureText('operatorConversations', params.error) }),
    forgetHandbackError: assign({ handbackError: null }),
    rememberHandbackError: assign({ handbackError: (_, params: { error: unknown }) => failureText('handback', params.error) }),
    // The list may be a moment old; the AI answers this conversation again from now on.
    markHandedBack: assign({
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
  context: ({ input }) => ({ ...input, conversations: [], keyError: null, listError: null, handbackError: null }),
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
      invoke: {
        id: 'checkKey',
        src: 'fetchConversations',
        input: ({ context }) => ({ organisationId: context.organisationId, operatorKey: context.operatorKey ?? '' }),
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
      },
      states: {
        conversations: {
          initial: 'waiting',
          on: {
            'conversations.refresh': { target: '.refreshing', reenter: true },
          },
          states: {
            waiting: {
              description: 'The list is shown; ten seconds until it is loaded again.',
              after: { refreshInterval: 'refreshing' },
            },
            refreshing: {
              invoke: {
                id: 'refreshConversations',
                src: 'fetchConversations',
                input: ({ context }) => ({ organisationId: context.organisationId, operatorKey: context.operatorKey ?? '' }),
                onDone: { target: 'waiting', actions: { type: 'rememberConversations', params: ({ event }) => event.output } },
                onError: [
                  signOutIfKeyRefused,
                  {
                    target: 'waiting',
                    actions: [{ type: 'rememberListError', params: failure }, { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }],
                  },
                ],
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
                  actions: [{ type: 'markHandedBack', params: ({ event }) => event.output }, 'refreshSoon'],
                },
                onError: [
                  signOutIfKeyRefused,
                  {
                    target: 'idle',
                    actions: [{ type: 'rememberHandbackError', params: failure }, { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }],
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
