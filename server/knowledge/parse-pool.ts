// Parsing off the serving thread: each job runs in a worker thread of its own, at most
// PARSE_WORKERS at once (the others wait their turn), so that one organisation's large upload
// never stalls the event loop every other organisation's requests are served on.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SectionDraft } from './document.ts';
import type { ExpansionRow } from './lexicon/expansions.ts';
import { ingestProgress } from './ingest-progress.ts';
import type { ParseJob, ParseResult } from './parse-job.ts';

/** Two at most: the serving thread needs a core of its own on a small machine. */
const PARSE_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** A document whose parse needs more than this fails instead of taking the process's memory. */
const WORKER_HEAP_MB = 1536;

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= PARSE_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/**
 * The worker's module. Built (build/), it is the compiled parse-worker.js beside this bundle;
 * from the TypeScript sources (npm run dev), the .ts file loaded through tsx's loader.
 */
function workerScript(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./parse-worker.js', import.meta.url);
  // The tests run the sources but start the compiled worker, which their global setup has just
  // built from the same sources: through tsx every job would load the worker's TypeScript again.
  const compiled = process.env.KORERO_PARSE_WORKER_SCRIPT;
  if (compiled) return pathToFileURL(compiled);
  // tsx's ESM entry (its "import" export), found through its package.json: require.resolve would
  // give the CommonJS one, and import.meta.resolve is not there under every test runner.
  const packageJson = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = (JSON.parse(readFileSync(packageJson, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports;
  const loader = pathToFileURL(join(dirname(packageJson), exports['./esm/api'].import.default)).href;
  const entry = new URL('./parse-worker.ts', import.meta.url).href;
  const code = `import { register } from ${JSON.stringify(loader)}; register(); await import(${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

type WorkerMessage =
  | { type: 'sections'; sections: SectionDraft[] }
  | { type: 'expansions'; expansions: ExpansionRow[] }
  | { type: 'done'; result: unknown }
  | { type: 'failed'; message: string };

export async function parseOffThread<Job extends ParseJob>(job: Job): Promise<ParseResult<Job>> {
  const release = await turn();
  try {
    return await new Promise<ParseResult<Job>>((resolve, reject) => {
      const worker = new Worker(workerScript(), { workerData: job, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
      ingestProgress.emit('parsing', { kind: job.kind, name: job.kind === 'file' ? job.fileName : job.url });
      const sections: SectionDraft[] = [];
      const expansions: ExpansionRow[] = [];
      let settled = false;
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'sections' || message.type === 'expansions') {
          if (message.type === 'sections') for (const section of message.sections) sections.push(section);
          else for (const row of message.expansions) expansions.push(row);
          return;
        }
        settled = true;
        if (message.type === 'failed') reject(new Error(message.message));
        else resolve((job.kind === 'file' ? { ...(message.result as object), sections, expansions } : message.result) as ParseResult<Job>);
      });
      worker.on('error', (error) => {
        settled = true;
        reject(error);
      });
      worker.on('exit', (code) => {
        if (!settled) reject(new Error(`the parser stopped (exit code ${code})`));
      });
    });
  } finally {
    release();
  }
}
