/**
 * Who took over, replied to and handed back one conversation (issue 13), for the console. Loaded
 * once per conversation and whenever the view asks again (after a reply, a take-over or a hand-back).
 *
 * Input: { conversationId, operatorKey } ('' when signed in as a member: the session goes instead).
 * Events: record.refresh.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ConversationEvent } from '../contract/contract.ts';

export interface ConversationRecordInput {
  conversationId: string;
  operatorKey: string;
}

export interface ConversationRecordContext extends ConversationRecordInput {
  events: ConversationEvent[];
}

export const conversationRecordMachine = setup({
  types: {
    input: {} as ConversationRecordInput,
    context: {} as ConversationRecordContext,
    events: {} as { type: 'record.refresh' },
    tags: {} as 'loading' | 'shown',
  },
  actors: {
    // Placeholder: routes/-wiring/team-actors.ts provides GET /conversations/:id/events.
    fetchRecord: fromPromise<ConversationEvent[], ConversationRecordInput>(async () => {
      throw new Error('fetchRecord is not provided');
    }),
  },
  actions: {
    rememberRecord: assign({ events: (_, events: ConversationEvent[]) => events }),
    logFailure: (_, params: { error: unknown }) => console.error('Loading the conversation record failed', params.error),
  },
}).createMachine({
  id: 'conversationRecord',
  description: "A conversation's record of who took over, replied and handed back.",
  context: ({ input }) => ({ ...input, events: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadRecord',
        src: 'fetchRecord',
        input: ({ context }) => ({ conversationId: context.conversationId, operatorKey: context.operatorKey }),
        onDone: { target: 'shown', actions: { type: 'rememberRecord', params: ({ event }) => event.output } },
        // The record is an aside: a failure keeps what was shown and is only logged.
        onError: { target: 'shown', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {
      tags: ['shown'],
      on: { 'record.refresh': 'loading' },
    },
  },
});
