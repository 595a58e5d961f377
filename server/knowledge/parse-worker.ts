// The parse worker's entry (parse-pool.ts starts it): one job per worker, then it exits, so the
// memory a large document took goes back with the thread. Sections are posted in chunks: one
// message of 30,000 sections would be deserialised on the serving thread in one long block.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { readFileJob, readPageJob, type ParseJob } from './parse-job.ts';

const SECTIONS_PER_MESSAGE = 500;
const EXPANSIONS_PER_MESSAGE = 5000;
/** A 5 MB upload's other-organisation p99 went 984 → 293 ms with it, the upload no slower (docs/reliability.md). */
const PARSE_NICE = 10;

// Below the serving thread when they compete for a core (a small or busy machine): other
// organisations' requests first, the parse in what is left. On Linux a nice value belongs to a
// thread, so this lowers this worker only (checked in /proc/<pid>/task/*/stat); elsewhere it may
// lower the process or be refused, and the parse then runs as before.
if (process.platform === 'linux') {
  try {
    setPriority(PARSE_NICE);
  } catch {
    // not permitted: parse at the same priority
  }
}
const job = workerData as ParseJob;
const port = parentPort!;
try {
  if (job.kind === 'page') {
    port.postMessage({ type: 'done', result: readPageJob(job) });
  } else {
    const { sections, expansions, ...document } = await readFileJob(job);
    for (let start = 0; start < sections.length; start += SECTIONS_PER_MESSAGE) {
      port.postMessage({ type: 'sections', sections: sections.slice(start, start + SECTIONS_PER_MESSAGE) });
    }
    for (let start = 0; start < expansions.length; start += EXPANSIONS_PER_MESSAGE) {
      port.postMessage({ type: 'expansions', expansions: expansions.slice(start, start + EXPANSIONS_PER_MESSAGE) });
    }
    port.postMessage({ type: 'done', result: { ...document, sections: [], expansions: [] } });
  }
} catch (error) {
  port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
