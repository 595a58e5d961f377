// The demo seed: everything on an empty store, nothing twice, knowledge ingested from the
// content files, and DEMO_OPERATOR_KEY rotating the demo key on a later start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestProgress } from '../../server/knowledge/ingest-progress.ts';
import { hashApiKey } from '../../server/operator-auth.ts';
import { seedDemoOrganisations } from '../../server/seed/seed-demo.ts';
import { openStore } from '../../server/store/db.ts';
import { sections, sources, wordExpansions } from '../../server/store/schema.ts';
import { liveKeyHashes } from './helpers/api-keys.ts';
import { QUIET_LOG, testConfig } from './helpers/api-harness.ts';
import { openTestStore, STORE_KINDS, describeStore } from './helpers/test-stores.ts';

const contentDir = testConfig().contentDir;

for (const kind of STORE_KINDS) {
  describeStore(kind, 'demo seed', () => {
    let dataDir = '';
    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'korero-seed-'));
    });
    afterAll(() => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('seeds both organisations and their content once; a reopened store is not re-seeded', async () => {
      const first = await openTestStore(kind, { dataDir: kind === 'pglite' ? dataDir : undefined });
      const printed: Record<string, unknown>[] = [];
      const log = { ...QUIET_LOG, warn: (entry: Record<string, unknown>) => void printed.push(entry) };
      const seeded = await seedDemoOrganisations(first.store, { contentDir, log });
      expect(seeded.created).toEqual(['queenstown-adventures', 'harbourside-dental']);
      expect(seeded.ingested.map((entry) => entry.status)).toEqual(['created', 'created']);
      // Without DEMO_OPERATOR_KEY a key is generated per organisation and printed once.
      const keys = printed.filter((entry) => typeof entry.operatorKey === 'string');
      expect(keys).toHaveLength(2);
      expect(await liveKeyHashes(first.store.db, 'queenstown-adventures')).toEqual([hashApiKey(String(keys[0].operatorKey))]);
      const [sourceRows] = await first.store.db.select({ n: count() }).from(sources);
      const [sectionRows] = await first.store.db.select({ n: count() }).from(sections);
      expect(sourceRows.n).toBe(2);
      expect(sectionRows.n).toBeGreaterThan(10);
      const [pricing] = await first.store.db.select().from(sections).where(eq(sections.heading, 'Pricing'));
      expect(pricing.url).toBe('/queenstownadventures#pricing');

      // Same store, seeded again (a restart): nothing created, nothing printed, nothing re-read.
      printed.length = 0;
      const again = await seedDemoOrganisations(first.store, { contentDir, log });
      expect(again.created).toEqual([]);
      expect(again.ingested.map((entry) => entry.status)).toEqual(['skipped', 'skipped']);
      expect(printed).toEqual([]);

      if (kind === 'pglite') {
        // Closed and reopened from its files: the same rows, still not re-seeded.
        await first.store.close();
        const reopened = await openStore({ kind: 'pglite', dataDir });
        const rotated = await seedDemoOrganisations(reopened, { contentDir, demoOperatorKey: 'a-rotated-demo-key-0123', log });
        expect(rotated.created).toEqual([]);
        expect(await liveKeyHashes(reopened.db, 'queenstown-adventures')).toEqual([hashApiKey('a-rotated-demo-key-0123')]);
        const [sectionsAfter] = await reopened.db.select({ n: count() }).from(sections);
        expect(sectionsAfter.n).toBe(sectionRows.n);
        await reopened.close();
      } else {
        await first.dispose();
      }
    });

    // The server's seed: its Markdown parser and WordNet's files stay out of the serving thread's memory.
    it('with offThread, reads each content file in a parse worker and stores what a read in this thread stores', async () => {
      const read = async (offThread: boolean) => {
        const scratch = await openTestStore(kind);
        const parsed: string[] = [];
        const onParsing = ({ name }: { name: string }) => void parsed.push(name);
        ingestProgress.on('parsing', onParsing);
        try {
          await seedDemoOrganisations(scratch.store, { contentDir, demoOperatorKey: 'x'.repeat(20), log: QUIET_LOG, offThread });
        } finally {
          ingestProgress.off('parsing', onParsing);
        }
        const stored = await scratch.store.db
          .select({ organisationId: sections.organisationId, heading: sections.heading, body: sections.body, url: sections.url })
          .from(sections)
          .orderBy(sections.organisationId, sections.url, sections.heading);
        const [expansions] = await scratch.store.db.select({ n: count() }).from(wordExpansions);
        await scratch.dispose();
        return { parsed, stored, expansions: expansions.n };
      };
      const inWorker = await read(true);
      const here = await read(false);
      expect(inWorker.parsed.map((name) => name.split(/[\\/]/).pop())).toEqual(['queenstown-adventures.md', 'harbourside-dental.md']);
      expect(here.parsed).toEqual([]);
      expect(inWorker.stored.length).toBeGreaterThan(10);
      expect(inWorker.stored).toEqual(here.stored);
      expect(inWorker.expansions).toBeGreaterThan(0);
      expect(inWorker.expansions).toBe(here.expansions);
    });

    it('still seeds the organisations when the content folder is missing', async () => {
      const scratch = await openTestStore(kind);
      const seeded = await seedDemoOrganisations(scratch.store, { contentDir: join(dataDir, 'no-content'), demoOperatorKey: 'x'.repeat(20), log: QUIET_LOG });
      expect(seeded.created).toHaveLength(2);
      expect(seeded.ingested).toEqual([]);
      await scratch.dispose();
    });
  });
}
