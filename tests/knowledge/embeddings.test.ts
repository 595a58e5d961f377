// Embeddings end to end against a local fake embeddings server speaking the OpenAI protocol: vectors
// stored on every back-end (pgvector on PGlite, real[] where pgvector is missing: PGlite without the
// extension, and PostgreSQL when TEST_DATABASE_URL is set and the server lacks it), only changed
// sections re-embedded, a paraphrase found by fusion, organisations kept apart, and answers that
// still come when the embeddings server is down. The fake's vectors are a stand-in for a model's:
// these tests check mechanics, not the quality of any model.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswerEngine } from '../../server/answer/index.ts';
import { enableSemanticIndex, type EmbeddingLog, type SemanticIndex } from '../../server/knowledge/embeddings/semantic-index.ts';
import type { EmbeddingConfig } from '../../server/knowledge/embeddings/embedding-config.ts';
import { retrieveHybrid } from '../../server/knowledge/hybrid-retrieval.ts';
import { deleteSource, ingestText, retrieveSections } from '../../server/knowledge/index.ts';
import { queryRows } from '../../server/knowledge/rows.ts';
import type { Store } from '../../server/store/db.ts';
import { organisations, sections } from '../../server/store/schema.ts';
import { startFakeLlmServer, type FakeLlmServer } from '../answer/helpers/fake-llm-server.ts';
import { openTestStore, type TestStore } from '../server/helpers/test-stores.ts';
import { startFakeEmbeddingsServer, type FakeEmbeddingsServer } from './helpers/fake-embeddings-server.ts';

type Backend = 'pglite' | 'pglite without pgvector' | 'postgres';

const backends: Backend[] = ['pglite', 'pglite without pgvector', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

/** A copy of the run's migrated template on each back-end, not a store migrated here (seconds each on PGlite). */
function openBackend(backend: Backend): Promise<TestStore> {
  if (backend === 'postgres') return openTestStore('postgres');
  return openTestStore('pglite', { vector: backend === 'pglite' });
}

const SHOP = `Opening hours

The shop opens at nine every morning and closes at six.

Pregnancy

Pregnant riders should not take the downhill trails.

Electric bikes

Electric bikes cost 80 dollars a day, helmet included.`;

const PARAPHRASE = 'Is that fine when expecting a baby?';

const config = (baseUrl: string): EmbeddingConfig => ({
  provider: 'openai-compatible',
  model: 'fake-embed',
  baseUrl,
  batchSize: 2,
  timeoutMs: 5000,
  questionTimeoutMs: 5000,
  minSimilarity: 0.3,
});

for (const backend of backends) {
  describe(`embeddings [${backend}]`, () => {
    let store: Store;
    let dispose: () => Promise<void>;
    let fake: FakeEmbeddingsServer;
    let index: SemanticIndex;
    const warnings: string[] = [];
    const log: EmbeddingLog = { info: () => {}, warn: (_details, message) => warnings.push(message) };

    const vectorCount = async (organisationId: string) =>
      Number((await queryRows<{ count: string }>(store.db, sql`SELECT count(*) AS count FROM section_embeddings WHERE organisation_id = ${organisationId}`))[0].count);
    const sectionIds = async (organisationId: string) =>
      (await store.db.select({ id: sections.id }).from(sections).where(eq(sections.organisationId, organisationId))).map((row) => row.id);
    const ingestShop = (text = SHOP) => ingestText(store, { organisationId: 'bikes', name: 'Bike hire', location: 'shop', text });

    beforeAll(async () => {
      ({ store, dispose } = await openBackend(backend));
      fake = await startFakeEmbeddingsServer();
      fake.concepts = { pregnant: 'pregnancy', expecting: 'pregnancy', baby: 'pregnancy' };
      await store.db.insert(organisations).values([
        { id: 'bikes', name: 'Bike hire' },
        { id: 'spa', name: 'Spa' },
      ]);
      index = await enableSemanticIndex(store, config(fake.baseUrl), { log });
    });
    afterAll(async () => {
      index?.stop();
      await fake?.close();
      await dispose?.();
    });

    it('stores one vector per section, in batches, as pgvector where the extension exists', async () => {
      expect(index.mode).toBe(backend === 'pglite' ? 'pgvector' : backend === 'postgres' ? index.mode : 'array');
      await ingestShop();
      expect(fake.requests.map((inputs) => inputs.length)).toEqual([2, 1]);
      expect(fake.requests.flat()).toContain('Pregnancy\n\nPregnant riders should not take the downhill trails.');
      expect(await vectorCount('bikes')).toBe(3);
    });

    // pg_trgm's index search beside the vector extension: with a pgvector build for another PGlite
    // release it found nothing, then never returned (the second question hung the process).
    it("reads a visitor's misspelt word as the content's, question after question", async () => {
      for (let asked = 0; asked < 3; asked += 1) {
        const { analysis, sections: found } = await retrieveSections(store, 'bikes', 'how much is an electrik bike?');
        expect(analysis.terms.find((term) => term.word === 'electrik')?.correction).toBe('electr');
        expect(found[0]?.heading).toBe('Electric bikes');
      }
    });

    it('re-embeds only the sections whose text changed, and drops the vectors of the old text', async () => {
      fake.requests.length = 0;
      expect((await ingestShop()).status).toBe('unchanged');
      expect(fake.requests).toEqual([]);
      const changed = SHOP.replace('80 dollars', '90 dollars');
      expect((await ingestShop(changed)).status).toBe('updated');
      expect(fake.requests).toEqual([['Electric bikes\n\nElectric bikes cost 90 dollars a day, helmet included.']]);
      expect(await vectorCount('bikes')).toBe(3);
    });

    it('finds a paraphrase that shares no word with the content by fusing in the nearest sections', async () => {
      const lexical = await retrieveSections(store, 'bikes', PARAPHRASE);
      expect(lexical.sections.map((section) => section.heading)).not.toContain('Pregnancy');
      const fused = await retrieveHybrid(store, 'bikes', PARAPHRASE);
      expect(fused.sections.map((section) => section.heading)).toContain('Pregnancy');
      // Words both searches see: the section found by both ranks first.
      const both = await retrieveHybrid(store, 'bikes', 'electric bikes helmet');
      expect(both.sections[0].heading).toBe('Electric bikes');
    });

    it('keeps organisations apart: the same text elsewhere has its own vector and is never returned', async () => {
      await ingestText(store, {
        organisationId: 'spa',
        name: 'Spa',
        location: 'spa',
        text: 'Pregnancy\n\nPregnant riders should not take the downhill trails.\n\nMassage\n\nPregnant guests are welcome for a gentle massage.',
      });
      expect(await vectorCount('spa')).toBe(2);
      const bikeIds = await sectionIds('bikes');
      const spaIds = await sectionIds('spa');
      const forBikes = await retrieveHybrid(store, 'bikes', PARAPHRASE);
      expect(forBikes.sections.length).toBeGreaterThan(0);
      expect(forBikes.sections.every((section) => bikeIds.includes(section.id))).toBe(true);
      const forSpa = await retrieveHybrid(store, 'spa', PARAPHRASE);
      expect(forSpa.sections.map((section) => section.heading).sort()).toEqual(['Massage', 'Pregnancy']);
      expect(forSpa.sections.every((section) => spaIds.includes(section.id))).toBe(true);
      // Deleting the spa's source drops its vectors and leaves the shop's identical text alone.
      const [spaSource] = await queryRows<{ id: string }>(store.db, sql`SELECT id FROM sources WHERE organisation_id = 'spa'`);
      expect(await deleteSource(store, 'spa', spaSource.id)).toBe(true);
      expect(await vectorCount('spa')).toBe(0);
      expect(await vectorCount('bikes')).toBe(3);
    });

    it('with the embeddings server down, ingestion succeeds, answers come from full-text search, and the missing vectors follow later', async () => {
      fake.reply = { kind: 'error', status: 503 };
      warnings.length = 0;
      const result = await ingestText(store, { organisationId: 'bikes', name: 'Gift cards', location: 'gifts', text: 'Gift cards\n\nGift cards are sold in the shop, from 20 dollars.' });
      expect(result.status).toBe('created');
      expect(warnings).toEqual(['embedding sections failed; full-text search still finds them, and they are embedded when the server answers again']);
      expect(await vectorCount('bikes')).toBe(3);
      // Paused after the failure: questions make no request and are answered by full-text search.
      const requestsBefore = fake.requests.length;
      const retrieval = await retrieveHybrid(store, 'bikes', 'gift cards');
      expect(retrieval.sections[0].heading).toBe('Gift cards');
      const answer = await (await createAnswerEngine({ kind: 'extractive' }, store)).answer({ organisation: { id: 'bikes', name: 'Bike hire' }, history: [], question: 'Do you sell gift cards?' });
      expect(answer.citations.map((citation) => citation.name)).toContain('Gift cards — Gift cards');
      expect(fake.requests.length).toBe(requestsBefore);
      fake.reply = { kind: 'vectors' };
      expect(await index.catchUp()).toEqual({ embedded: 1, failed: 0 });
      expect(await vectorCount('bikes')).toBe(4);
      await retrieveHybrid(store, 'bikes', 'gift cards');
      expect(fake.requests.at(-1)).toEqual(['gift cards']);
    });

    it('a hanging server costs the question its timeout, then the answer comes from full-text search', async () => {
      fake.reply = { kind: 'hang' };
      warnings.length = 0;
      const impatient = await enableSemanticIndex(store, { ...config(fake.baseUrl), questionTimeoutMs: 200 }, { log });
      try {
        const retrieval = await retrieveHybrid(store, 'bikes', 'electric bikes helmet');
        expect(retrieval.sections[0].heading).toBe('Electric bikes');
        expect(warnings).toContain('embedding the question failed; answering from full-text search only');
      } finally {
        impatient.stop();
        fake.reply = { kind: 'vectors' };
        index.stop();
        index = await enableSemanticIndex(store, config(fake.baseUrl), { log });
      }
    });

    it('retries on its own after a pause', async () => {
      fake.reply = { kind: 'error', status: 500 };
      let caughtUp: (details: object) => void = () => {};
      const embeddedAgain = new Promise<object>((resolve) => (caughtUp = resolve));
      const retrying = await enableSemanticIndex(store, config(fake.baseUrl), {
        retryAfterMs: 20,
        log: {
          info: (details, message) => {
            if (message === 'section vectors caught up' && (details as { embedded: number }).embedded > 0) caughtUp(details);
          },
          warn: (_details, message) => {
            // The server is back after the first failure: the scheduled catch-up finds it answering.
            if (message.startsWith('embedding sections failed')) fake.reply = { kind: 'vectors' };
          },
        },
      });
      try {
        await ingestText(store, { organisationId: 'bikes', name: 'Rain', location: 'rain', text: 'Rain\n\nRides cancelled for rain are refunded in full.' });
        expect(await embeddedAgain).toMatchObject({ embedded: 1, failed: 0 });
        expect(await vectorCount('bikes')).toBe(5);
      } finally {
        retrying.stop();
        index.stop();
        index = await enableSemanticIndex(store, config(fake.baseUrl), { log });
      }
    });

    describe('the LLM engine', () => {
      let llm: FakeLlmServer;
      beforeAll(async () => {
        llm = await startFakeLlmServer();
      });
      afterAll(async () => {
        await llm?.close();
      });

      it('is given the section found by meaning as a source and cites it', async () => {
        llm.reply = { kind: 'text', text: 'Pregnant riders should not take the downhill trails [1].' };
        const engine = await createAnswerEngine({ kind: 'llm', llm: { provider: 'openai-compatible', model: 'fake', baseUrl: llm.baseUrl, timeoutMs: 5000, maxOutputTokens: 100, temperature: 0 } }, store);
        const answer = await engine.answer({ organisation: { id: 'bikes', name: 'Bike hire' }, history: [], question: PARAPHRASE });
        expect(answer.engine).toBe('llm');
        expect(JSON.stringify(llm.requests.at(-1)?.body)).toContain('Pregnant riders should not take the downhill trails.');
        expect(answer.citations.map((citation) => citation.name)).toEqual(['Bike hire — Pregnancy']);
      });
    });
  });
}

describe('without embeddings configured', () => {
  let store: Store;
  let testStore: TestStore | undefined;
  beforeAll(async () => {
    testStore = await openTestStore('pglite');
    store = testStore.store;
    await store.db.insert(organisations).values({ id: 'bikes', name: 'Bike hire' });
    await ingestText(store, { organisationId: 'bikes', name: 'Bike hire', location: 'shop', text: SHOP });
  });
  afterAll(async () => {
    await testStore?.dispose();
  });

  it('creates no vector table and retrieves by full-text search alone', async () => {
    const [table] = await queryRows<{ name: string | null }>(store.db, sql`SELECT to_regclass('section_embeddings')::text AS name`);
    expect(table.name).toBeNull();
    expect(await retrieveHybrid(store, 'bikes', 'electric bike price')).toEqual(await retrieveSections(store, 'bikes', 'electric bike price'));
  });
});
