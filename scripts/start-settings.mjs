// What the server process must be started with, which it cannot set for itself once running:
// glibc reads MALLOC_MMAP_THRESHOLD_ only when a process starts (a block of 128 KB or more gets
// pages of its own, returned to the system when freed; docs/reliability.md, Memory). Only glibc
// reads it, so only on Linux (musl ignores it). `npm start` (scripts/start.mjs) starts the server
// again with these when they are missing; the benches and the soak start it with them already set,
// so the process they start (and kill -9) is the server itself.
export const START_ENVIRONMENT = process.platform === 'linux' ? { MALLOC_MMAP_THRESHOLD_: '131072' } : {};

/** The start settings an environment lacks (a variable already set, to any value, is the user's). */
export function missingStartEnvironment(env) {
  return Object.fromEntries(Object.entries(START_ENVIRONMENT).filter(([name]) => env[name] === undefined));
}
