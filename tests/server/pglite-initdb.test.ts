// Issue 12's memory failure (PGlite's server at 550–825 MB under 100 visitors): most of it was what
// initdb left behind in the server's own process on a new data directory's first start. initdb now
// runs in a child process, so opening a new directory makes no more WebAssembly memories here than
// reopening an existing one (before: three more, about 250 MB, plus 260 MB of buffers).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/db.ts';

describe('a new PGlite data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'korero-initdb-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Counts the WebAssembly memories this process makes (PGlite's and initdb's are all made so).
  const NativeMemory = WebAssembly.Memory;
  let made = 0;
  beforeEach(() => {
    made = 0;
    WebAssembly.Memory = function (descriptor: WebAssembly.MemoryDescriptor) {
      made += 1;
      return new NativeMemory(descriptor);
    } as unknown as typeof WebAssembly.Memory;
    WebAssembly.Memory.prototype = NativeMemory.prototype;
  });
  afterEach(() => {
    WebAssembly.Memory = NativeMemory;
  });

  async function openCounting(): Promise<number> {
    const store = await openStore({ kind: 'pglite', dataDir });
    try {
      const rows = await store.db.execute(sql`SELECT count(*)::int AS n FROM organisations`);
      expect(rows).toBeDefined();
    } finally {
      await store.close();
    }
    return made;
  }

  it('is made outside the server: its first open makes no more WebAssembly memory than a reopen', async () => {
    const first = await openCounting();
    made = 0;
    const again = await openCounting();
    expect(again).toBeGreaterThan(0);
    expect(first).toBe(again);
  }, 180_000);
});
