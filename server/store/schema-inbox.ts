// The live inbox's own table (issue 13): when each member last read each conversation, so the
// console can mark the conversations with visitor messages newer than that as unread.
import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { conversations } from './schema.ts';
import { members } from './schema-team.ts';
import { epochMs } from './schema-columns.ts';


/** One row per member and conversation they opened; a newer visitor message makes it unread again. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    readAt: epochMs('read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.conversationId] }), index('conversation_reads_conversation_idx').on(table.conversationId)],
);
