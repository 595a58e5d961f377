// Questions the answer engine could not answer, per organisation: written by the chat service with
// the visitor's message, read by the team (operator API and `korero unanswered`), newest first.
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { UnansweredQuestion } from '../../src/contract/contract.ts';
import type { Executor } from './executor.ts';
import { unansweredQuestions } from './schema.ts';

export type UnansweredQuestionRow = typeof unansweredQuestions.$inferSelect;

/** Where a page ends: the next page starts after this question (newest first, ties by id). */
export interface UnansweredCursor {
  createdAt: number;
  id: string;
}

export async function recordUnansweredQuestion(db: Executor, row: UnansweredQuestionRow): Promise<void> {
  await db.insert(unansweredQuestions).values(row);
}

export async function findUnansweredQuestion(db: Executor, organisationId: string, id: string): Promise<UnansweredQuestionRow | undefined> {
  const [row] = await db
    .select()
    .from(unansweredQuestions)
    .where(and(eq(unansweredQuestions.organisationId, organisationId), eq(unansweredQuestions.id, id)));
  return row;
}

/** Once the team has answered a question, it and every visitor's identical asking of it leave the list. */
export async function forgetAnsweredQuestion(db: Executor, organisationId: string, question: string): Promise<void> {
  await db
    .delete(unansweredQuestions)
    .where(and(eq(unansweredQuestions.organisationId, organisationId), sql`lower(btrim(${unansweredQuestions.question})) = lower(btrim(${question}))`));
}

/** One page of the organisation's unanswered questions, newest first, and whether more follow. */
export async function listUnansweredQuestions(
  db: Executor,
  organisationId: string,
  options: { limit: number; before?: UnansweredCursor },
): Promise<{ rows: UnansweredQuestionRow[]; more: boolean }> {
  const { before } = options;
  const rows = await db
    .select()
    .from(unansweredQuestions)
    .where(
      and(
        eq(unansweredQuestions.organisationId, organisationId),
        before
          ? or(lt(unansweredQuestions.createdAt, before.createdAt), and(eq(unansweredQuestions.createdAt, before.createdAt), lt(unansweredQuestions.id, before.id)))
          : undefined,
      ),
    )
    .orderBy(desc(unansweredQuestions.createdAt), desc(unansweredQuestions.id))
    // One more than asked for tells whether another page follows.
    .limit(options.limit + 1);
  return { rows: rows.slice(0, options.limit), more: rows.length > options.limit };
}

const CURSOR = /^(\d{1,15})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeUnansweredCursor(row: UnansweredCursor): string {
  return `${row.createdAt}_${row.id}`;
}

/** The cursor a page's `next` gave, or undefined for anything else. */
export function decodeUnansweredCursor(value: string): UnansweredCursor | undefined {
  const match = CURSOR.exec(value.toLowerCase());
  return match ? { createdAt: Number(match[1]), id: match[2] } : undefined;
}

export function toUnansweredQuestion(row: UnansweredQuestionRow): UnansweredQuestion {
  return { id: row.id, conversation_id: row.conversationId, question: row.question, created_at: row.createdAt };
}
