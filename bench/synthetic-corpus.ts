// A synthetic knowledge base for the retrieval benchmark: pronounceable words drawn with a Zipf-like
// (1/rank) distribution, as in real text, so a few words are in most sections and most words in
// few. Deterministic (seeded), generated in JS and stored with bulk multi-row INSERTs.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/knowledge/rows.ts';
import type { Store } from '../server/store/db.ts';
import { organisations, sources } from '../server/store/schema.ts';

export const BENCH_ORGANISATION = 'bench-org';
const VOCABULARY_SIZE = 30_000;
const ROWS_PER_INSERT = 500;

/** mulberry32: a small, fast, seeded PRNG. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ONSETS = ['b', 'd', 'f', 'g', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'br', 'st', 'tr', 'pl', 'gr', 'sh', 'ch'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ou', 'ea'];
const CODAS = ['', '', 'n', 'r', 'l', 's', 'm', 'nt', 'rd', 'x'];

export function syntheticWords(random: () => number): string[] {
  const words = new Set<string>();
  while (words.size < VOCABULARY_SIZE) {
    const syllables = 2 + Math.floor(random() * 2);
    let word = '';
    for (let index = 0; index < syllables; index += 1) {
      word += ONSETS[Math.floor(random() * ONSETS.length)] + VOWELS[Math.floor(random() * VOWELS.length)];
    }
    words.add(word + CODAS[Math.floor(random() * CODAS.length)]);
  }
  return [...words];
}

/** Rank r is drawn with probability ∝ 1/r: a Zipf distribution with exponent 1. */
export function zipfPicker(words: string[], random: () => number): () => string {
  return () => words[Math.min(words.length - 1, Math.floor(Math.pow(words.length, random())) - 1)];
}

export function syntheticText(pick: () => string, random: () => number, count: number): string {
  const sentences: string[] = [];
  let remaining = count;
  while (remaining > 0) {
    const length = Math.min(remaining, 8 + Math.floor(random() * 12));
    const words = Array.from({ length }, pick);
    sentences.push(`${words[0][0].toUpperCase()}${words.join(' ').slice(1)}.`);
    remaining -= length;
  }
  return sentences.join(' ');
}

/** Grows the benchmark organisation's knowledge to `total` sections. */
export async function growCorpus(store: Store, total: number, seed = 42): Promise<void> {
  const random = seededRandom(seed);
  const words = syntheticWords(seededRandom(7));
  const pick = zipfPicker(words, random);
  await store.db.insert(organisations).values({ id: BENCH_ORGANISATION, name: 'Bench' }).onConflictDoNothing();
  const sourceId = randomUUID();
  const [{ existing }] = await queryRows<{ existing: number }>(
    store.db,
    sql`SELECT count(*)::int AS existing FROM sections WHERE organisation_id = ${BENCH_ORGANISATION}`,
  );
  await store.db.insert(sources).values({ id: sourceId, organisationId: BENCH_ORGANISATION, kind: 'text', name: `Bench ${existing}`, location: `bench-${existing}`, createdAt: Date.now(), updatedAt: Date.now() });
  for (let start = existing; start < total; start += ROWS_PER_INSERT) {
    const rows = [];
    for (let position = start; position < Math.min(total, start + ROWS_PER_INSERT); position += 1) {
      const heading = syntheticText(pick, random, 3 + Math.floor(random() * 4)).replace(/\.$/, '');
      rows.push(sql`(${randomUUID()}, ${BENCH_ORGANISATION}, ${sourceId}, ${position}, ${`Bench — ${heading}`}, ${`/bench#s${position}`}, ${heading}, ${syntheticText(pick, random, 60 + Math.floor(random() * 140))})`);
    }
    await store.db.execute(sql`INSERT INTO sections (id, organisation_id, source_id, position, name, url, heading, body) VALUES ${sql.join(rows, sql`, `)}`);
  }
  // The source's counter, as ingestion keeps it (retrieval reads the organisation's total from it).
  await store.db.execute(sql`UPDATE sources SET section_count = (SELECT count(*) FROM sections WHERE source_id = ${sourceId}) WHERE id = ${sourceId}`);
  // The vocabulary is rebuilt in one statement, as a bulk import would.
  await store.db.execute(sql`DELETE FROM vocabulary WHERE organisation_id = ${BENCH_ORGANISATION}`);
  await store.db.execute(sql`
    INSERT INTO vocabulary (organisation_id, lexeme, section_count)
    SELECT ${BENCH_ORGANISATION}, word, ndoc FROM ts_stat(${`SELECT search FROM sections WHERE organisation_id = '${BENCH_ORGANISATION}'`})`);
  await store.db.execute(sql`ANALYZE sections`);
  await store.db.execute(sql`ANALYZE vocabulary`);
}

/** Questions as visitors type them: a couple of common words and one or two rarer ones. */
export function syntheticQuestions(count: number, seed = 9): string[] {
  const random = seededRandom(seed);
  const words = syntheticWords(seededRandom(7));
  const pick = zipfPicker(words, random);
  return Array.from({ length: count }, () => {
    const rare = words[200 + Math.floor(random() * 5000)];
    return `How do I ${pick()} the ${pick()} ${rare}${random() < 0.5 ? ` ${pick()}` : ''}?`;
  });
}
