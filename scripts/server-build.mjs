// The server and the `korero` CLI compiled ahead of time (esbuild) into build/, so that a start or
// a CLI call runs JavaScript instead of transpiling TypeScript through tsx every time. `npm run
// build` makes it; `npm start` and bin/korero.mjs make it when it is missing or older than its
// sources. `npm run dev` and the tests still run the TypeScript sources.
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const buildDir = join(root, 'build');
/** Written last: a build without it is incomplete. */
const stamp = join(buildDir, 'built-at');
export const serverEntry = join(buildDir, 'server.js');
export const cliEntry = join(buildDir, 'korero.js');
export const parseWorkerEntry = join(buildDir, 'parse-worker.js');

/** What the build is made from: the server, and the contract it shares with the client. */
const inputs = ['server', join('src', 'contract'), 'package.json'].map((path) => join(root, path));

/** Why the build must be made again, or undefined when it is up to date. */
export function serverBuildStale() {
  if (!existsSync(stamp)) return 'build/ is missing';
  // Without its sources (an installed package without server/), the build is all there is.
  if (!existsSync(join(root, 'server'))) return undefined;
  return Math.max(...inputs.map(newestMtime)) > statSync(stamp).mtimeMs ? 'the server sources are newer than build/' : undefined;
}

/**
 * `clean` (npm run build) starts build/ afresh. Otherwise (a start or a CLI call finding it stale)
 * the new files are added beside the old: a process already running keeps finding the chunks it
 * imports on demand (their names are content hashes), and the entries and the stamp come last.
 */
export async function buildServer({ clean = false } = {}) {
  const { build } = await import('esbuild');
  const staging = `${buildDir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  await build({
    // The parse worker is a module of its own: knowledge/parse-pool.ts starts build/parse-worker.js.
    entryPoints: {
      server: join(root, 'server', 'main.ts'),
      korero: join(root, 'server', 'cli', 'main.ts'),
      'parse-worker': join(root, 'server', 'knowledge', 'parse-worker.ts'),
    },
    outdir: staging,
    bundle: true,
    // Dependencies stay in node_modules (PGlite's files, native and wasm parts load from there).
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The seed's knowledge module is imported on demand; a chunk of its own keeps starts fast.
    splitting: true,
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // store/db.ts finds its migrations beside itself (import.meta.url): beside the bundle here.
  cpSync(join(root, 'server', 'store', 'migrations'), join(staging, 'migrations'), { recursive: true });
  writeFileSync(join(staging, 'built-at'), `${new Date().toISOString()}\n`);
  if (clean || !existsSync(buildDir)) {
    rmSync(buildDir, { recursive: true, force: true });
    renameSync(staging, buildDir);
    return;
  }
  const last = ['parse-worker.js', 'server.js', 'korero.js', 'built-at'];
  const files = readdirSync(staging).filter((name) => !last.includes(name));
  for (const name of [...files, ...last]) cpSync(join(staging, name), join(buildDir, name), { recursive: true });
  rmSync(staging, { recursive: true, force: true });
}

/** Builds when stale; `log` says why (the CLI keeps its output clean and stays quiet). */
export async function ensureServerBuild(log = () => {}) {
  const reason = serverBuildStale();
  if (!reason) return;
  log(`[start] compiling the server (${reason}) …`);
  await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer({ clean: true });
