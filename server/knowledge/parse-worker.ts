// The parse worker's entry (parse-pool.ts starts it): one job per worker, then it exits, so the
// memory a large document took goes back with the thread. Sections are posted in chunks: one
// message of 30,000 sections would be deserialised on the serving thread in one long block.
import { parentPort, workerData } from 'node:worker_threads';
import { readFileJob, readPageJob, type ParseJob } from './parse-job.ts';

const SECTIONS_PER_MESSAGE = 500;
const EXPANSIONS_PER_MESSAGE = 5000;

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
