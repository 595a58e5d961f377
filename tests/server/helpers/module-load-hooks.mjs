// Module hooks for a server started by a test (server-process.ts `recordModuleLoads`): every
// package module the server loads through import is written to stderr as `[module] <url>`, so a
// test can tell which dependencies a start loaded. CommonJS files required by other CommonJS files
// do not pass through these hooks; an import of a CommonJS package's entry does.
import { writeSync } from 'node:fs';

export async function load(url, context, nextLoad) {
  if (url.includes('/node_modules/')) writeSync(2, `[module] ${url}\n`);
  return nextLoad(url, context);
}
