// A frame request (/{organisation_id}/frame) is on the visitor's clock after a launcher's click:
// its framing policy (frame-ancestors), its image sources (the organisation's logo) and its page
// all need the organisation, and read it from the database once between them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Store } from '../../server/store/db.ts';
import { FakeAnswerEngine } from './helpers/fake-answer-engine.ts';
import { seedDemoOrganisations } from '../../server/seed/seed-demo.ts';
import { QUIET_LOG, TEST_OPERATOR_KEY, TEST_OWNER_PASSWORD, testConfig } from './helpers/api-harness.ts';
import { STORE_KINDS, describeStore, openTestStore, type TestStore } from './helpers/test-stores.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Korero</title></head><body><div id="root"></div></body></html>';
const MANIFEST = { 'index.html': { file: 'assets/main-abc123.js' }, 'src/routes/$organisationId/frame.tsx?tsr-split=component': { file: 'assets/frame-3.js' } };

/** The store with every `select … from <table>` counted by table name (the real database answers). */
function countingReads(store: Store): { store: Store; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  const db = new Proxy(store.db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const builder = (value as (...a: unknown[]) => { from(table: Table): unknown }).apply(target, args);
        return new Proxy(builder, {
          get(inner, name, innerReceiver) {
            const member = Reflect.get(inner, name, innerReceiver) as unknown;
            if (name !== 'from' || typeof member !== 'function') return member;
            return (table: Table, ...rest: unknown[]) => {
              const tableName = getTableName(table);
              reads.set(tableName, (reads.get(tableName) ?? 0) + 1);
              return (member as (...a: unknown[]) => unknown).apply(inner, [table, ...rest]);
            };
          },
        });
      };
    },
  });
  return { store: { ...store, db }, reads };
}

for (const kind of STORE_KINDS) {
  describeStore(kind, 'frame request', () => {
    let testStore: TestStore;
    let clientDir = '';
    let reads: Map<string, number>;
    let app: Awaited<ReturnType<typeof buildApp>>;

    beforeAll(async () => {
      clientDir = mkdtempSync(join(tmpdir(), 'korero-client-'));
      writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
      mkdirSync(join(clientDir, '.vite'));
      writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      testStore = await openTestStore(kind, { template: 'demo' });
      const config = testConfig({ CLIENT_DIR: clientDir });
      await seedDemoOrganisations(testStore.store, { contentDir: config.contentDir, demoOperatorKey: TEST_OPERATOR_KEY, demoOwnerPassword: TEST_OWNER_PASSWORD, log: QUIET_LOG });
      const counted = countingReads(testStore.store);
      reads = counted.reads;
      app = await buildApp({ config, store: counted.store, engine: new FakeAnswerEngine(), logger: false });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await testStore?.dispose();
      if (clientDir) rmSync(clientDir, { recursive: true, force: true });
    });

    it('reads the organisation once for its framing policy, logo and page', async () => {
      reads.clear();
      const response = await app.inject({ url: '/queenstown-adventures/frame', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      // Both policies ran on this response: the organisation's allowed origins and its logo.
      expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
      expect(reads.get('organisations')).toBe(1);
    });
  });
}
