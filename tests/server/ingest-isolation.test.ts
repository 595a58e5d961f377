// One organisation's large upload never stalls the others: the file is parsed in a worker thread
// and its sections are written in small batches with requests served between them; answers read
// the old sections until the new ones are published. Proven with the ingestion's own events over
// a real HTTP server, on both back-ends: no timing is asserted.
import { once } from 'node:events';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { largeMarkdown } from '../../bench/large-markdown.ts';
import { otherOrganisationPoll } from '../../bench/upload-isolation.ts';
import { sql } from 'drizzle-orm';
import type { SectionDraft } from '../../server/knowledge/document.ts';
import { saveSource } from '../../server/knowledge/ingest.ts';
import { listSources } from '../../server/knowledge/ingest-files.ts';
import { ingestProgress } from '../../server/knowledge/ingest-progress.ts';
import { retrieveSections } from '../../server/knowledge/retrieve.ts';
import { queryRows } from '../../server/knowledge/rows.ts';
import { describeEachStore, TEST_OPERATOR_KEY } from './helpers/api-harness.ts';
import { multipartBody } from './helpers/multipart-body.ts';

const ORGANISATION = 'queenstown-adventures';

describeEachStore('ingestion never blocks other organisations', (harness) => {
  let base: string;
  let pollUrl: string;
  beforeAll(async () => {
    base = await harness.app.listen({ port: 0, host: '127.0.0.1' });
    pollUrl = await otherOrganisationPoll(base);
  });
  afterEach(() => {
    ingestProgress.removeAllListeners();
  });

  function upload(fileName: string, text: string) {
    const { payload, headers } = multipartBody([{ name: 'file', fileName, contentType: 'text/markdown', value: text }]);
    return fetch(`${base}/api/organisations/${ORGANISATION}/sources`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${TEST_OPERATOR_KEY}` },
      body: new Uint8Array(payload),
    });
  }

  /** Health and another organisation's poll, each with whether the upload was published by then. */
  function probe(isPublished: () => boolean) {
    return Promise.all(
      [`${base}/api/health`, pollUrl].map(async (url) => {
        const response = await fetch(url);
        return { url, status: response.status, publishedBefore: isPublished() };
      }),
    );
  }

  it('answers health and another organisation’s poll while a large upload is parsed and while it is stored', { timeout: 180_000 }, async () => {
    let published = false;
    let batchWritten = false;
    ingestProgress.once('published', () => (published = true));
    const whileParsing = once(ingestProgress, 'parsing').then(async () => {
      const answers = await probe(() => published);
      return answers.map((answer) => ({ ...answer, batchBefore: batchWritten }));
    });
    const whileStoring = once(ingestProgress, 'batch').then(() => {
      batchWritten = true;
      return probe(() => published);
    });
    const response = await upload('operations-manual.md', largeMarkdown(512 * 1024));
    expect(response.status).toBe(201);
    const parsing = await whileParsing;
    const storing = await whileStoring;
    // Answered while the worker parsed: before the first batch of sections was written.
    for (const answer of parsing) expect(answer).toMatchObject({ status: 200, batchBefore: false, publishedBefore: false });
    // Answered between two batches: before the sections were published.
    for (const answer of storing) expect(answer).toMatchObject({ status: 200, publishedBefore: false });
  });

  it('answers from the old sections until the new ones are published, then only from the new ones', { timeout: 180_000 }, async () => {
    const before = `# Kit list\n\n## Packing\n\nBring a zebrafinch whistle.\n`;
    expect((await upload('kit-list.md', before)).status).toBe(201);
    const found = async (word: string) => (await retrieveSections(harness.store, ORGANISATION, word)).sections.length > 0;
    const midway = once(ingestProgress, 'batch').then(async () => ({ old: await found('zebrafinch'), new: await found('quokkabarn') }));
    const after = `# Kit list\n\n## Packing\n\nBring a quokkabarn lantern.\n${largeMarkdown(128 * 1024).replace(/^# .*$/m, '')}`;
    expect((await upload('kit-list.md', after)).status).toBe(200);
    expect(await midway).toEqual({ old: true, new: false });
    expect({ old: await found('zebrafinch'), new: await found('quokkabarn') }).toEqual({ old: false, new: true });
  });

  /** Enough sections for several batches; the last one PostgreSQL refuses (a NUL in text), so the write fails part-way. */
  function failingDrafts(word: string): SectionDraft[] {
    const drafts = Array.from({ length: 60 }, (_, index) => ({ heading: `Step ${index}`, name: `Packing: step ${index}`, url: '', body: `Step ${index}: bring a ${word} lantern.` }));
    drafts.push({ heading: 'Broken', name: 'Packing: broken', url: '', body: 'A NUL \u0000 PostgreSQL cannot store.' });
    return drafts;
  }

  it('keeps answering from the old sections when a write fails part-way, and keeps nothing of the failed write', { timeout: 180_000 }, async () => {
    expect((await upload('packing.md', '# Packing\n\n## Lights\n\nBring a wombatcart torch.\n')).status).toBe(201);
    let batches = 0;
    ingestProgress.on('batch', () => (batches += 1));
    const abandoned = once(ingestProgress, 'abandoned');
    const draft = { organisationId: ORGANISATION, kind: 'file' as const, location: 'packing.md', name: 'Packing', publicUrl: '' };
    await expect(saveSource(harness.store, { ...draft, sections: failingDrafts('quollbeam') })).rejects.toThrow();
    await abandoned;
    // It did fail part-way: batches were written before the one that failed.
    expect(batches).toBeGreaterThan(1);
    const found = async (word: string) => (await retrieveSections(harness.store, ORGANISATION, word)).sections.length > 0;
    expect({ old: await found('wombatcart'), new: await found('quollbeam') }).toEqual({ old: true, new: false });
    const leftOver = await queryRows<{ count: number }>(harness.store.db, sql`
      SELECT count(*)::int AS count FROM sections s JOIN sources src ON src.id = s.source_id
      WHERE src.organisation_id = ${ORGANISATION} AND src.location = 'packing.md' AND s.generation <> src.generation`);
    expect(leftOver).toEqual([{ count: 0 }]);
    // Nor in the organisation's word counts.
    const counted = await queryRows<{ lexeme: string }>(harness.store.db, sql`
      SELECT lexeme FROM vocabulary WHERE organisation_id = ${ORGANISATION} AND lexeme LIKE 'quollbeam%'`);
    expect(counted).toEqual([]);

    // A first upload that fails leaves no empty source behind.
    await expect(saveSource(harness.store, { ...draft, location: 'never-stored.md', sections: failingDrafts('dingoflask') })).rejects.toThrow();
    expect((await listSources(harness.store, ORGANISATION)).map((source) => source.location)).not.toContain('never-stored.md');
  });
});
