import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import type { ConversationEvent } from '../../../src/contract/contract.ts';
import { conversationRecordMachine } from '../../../src/machines/conversation-record-machine.ts';
import { defineTestModel, done, failed } from '../support/model.ts';
import { CONVERSATION_ID, apiError } from './fixtures.ts';

/** A member took over, replied and handed back. */
export const RECORD: ConversationEvent[] = [
  { action: 'took_over', actor_name: 'Sam Owner', created_at: 1_741_910_000_000 },
  { action: 'replied', actor_name: 'Sam Owner', created_at: 1_741_910_060_000 },
  { action: 'handed_back', actor_name: 'Sam Owner', created_at: 1_741_910_120_000 },
];

export const conversationRecordModel = defineTestModel({
  name: 'conversation-record',
  machine: conversationRecordMachine,
  inputs: {
    member: { conversationId: CONVERSATION_ID, operatorKey: '' },
    operatorKey: { conversationId: CONVERSATION_ID, operatorKey: 'kor_test_key' },
  },
  events: () => [done('loadRecord', RECORD), done('loadRecord', []), failed('loadRecord', apiError('server', 503)), { type: 'record.refresh' }],
  states: {
    loading: {
      description: 'GET /conversations/:id/events; what was shown stays meanwhile.',
      check: (snapshot) => strictEqual(snapshot.context.conversationId, CONVERSATION_ID),
    },
    shown: {
      description: 'The record, oldest first (nothing when empty); a failure keeps the last one and is only logged.',
      check: (snapshot) => {
        const { events } = snapshot.context;
        strictEqual(events.length === 0 || events.length === RECORD.length, true);
        if (events.length > 0) deepStrictEqual(events, RECORD);
      },
    },
  },
});
