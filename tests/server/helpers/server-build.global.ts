// Vitest globalSetup (both configurations): the tests that start the real server as a process run
// the compiled build/server.js, as `npm start` does, instead of transpiling the server's TypeScript
// through tsx at every start (about a second each). Compiled here once, when missing or older than
// its sources; `npm run build` (before the browser tests) has usually made it already.
// The test processes, which run the server's TypeScript, start the compiled parse worker too
// (knowledge/parse-pool.ts): loading the worker's modules through tsx cost about a second a job.
import { ensureServerBuild, parseWorkerEntry } from '../../../scripts/server-build.mjs';

export default async function setup(): Promise<void> {
  await ensureServerBuild();
  process.env.KORERO_PARSE_WORKER_SCRIPT = parseWorkerEntry;
}
