// An organisation's own synonym groups: words its visitors use for the same thing as its content
// ("bungee" for "bungy", "merch" for "merchandise"). Data, not code: managed by its team over the
// sources API and `korero synonyms`, read by query-terms.ts with every question.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import { synonymGroups } from './schema.ts';

export interface SynonymGroup {
  id: string;
  words: string[];
  createdAt: number;
}

export const MAX_GROUP_WORDS = 50;
export const MAX_SYNONYM_LENGTH = 60;

/** Lowercased, trimmed, one space between words, each once: how questions are matched against them. */
export function normaliseSynonyms(words: string[]): string[] {
  return [...new Set(words.map((word) => word.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ')).filter(Boolean))];
}

/** Why a group cannot be stored, or undefined when it can. */
export function synonymGroupProblem(words: string[]): string | undefined {
  if (words.length < 2) return 'A synonym group needs at least two different words';
  if (words.length > MAX_GROUP_WORDS) return `A synonym group holds at most ${MAX_GROUP_WORDS} words`;
  const long = words.find((word) => word.length > MAX_SYNONYM_LENGTH);
  if (long) return `"${long.slice(0, 20)}…" is longer than ${MAX_SYNONYM_LENGTH} characters`;
  return undefined;
}

export async function listSynonymGroups(db: Executor, organisationId: string): Promise<SynonymGroup[]> {
  return db
    .select({ id: synonymGroups.id, words: synonymGroups.words, createdAt: synonymGroups.createdAt })
    .from(synonymGroups)
    .where(eq(synonymGroups.organisationId, organisationId))
    .orderBy(asc(synonymGroups.createdAt), asc(synonymGroups.id));
}

/** Stores normalised words; the caller has checked them with synonymGroupProblem. */
export async function addSynonymGroup(db: Executor, organisationId: string, words: string[]): Promise<SynonymGroup> {
  const group = { id: randomUUID(), words: normaliseSynonyms(words), createdAt: Date.now() };
  await db.insert(synonymGroups).values({ ...group, organisationId });
  return group;
}

export async function deleteSynonymGroup(db: Executor, organisationId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(synonymGroups)
    .where(and(eq(synonymGroups.organisationId, organisationId), eq(synonymGroups.id, id)))
    .returning({ id: synonymGroups.id });
  return deleted.length > 0;
}
