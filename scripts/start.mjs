// `npm start`: build the client when dist/ is missing or older than its sources, compile the
// server when build/ is (scripts/server-build.mjs), then run the compiled server in this same
// process. On Linux the server needs a setting glibc reads only at a process's start
// (scripts/start-settings.mjs): without it this script runs itself again, once, with it, and
// forwards signals and the exit to that process (scripts/relaunch.mjs); `node scripts/start.mjs`
// with the setting already there is one process (the benches and the soak start it so).
// SKIP_CLIENT_BUILD=1 serves whatever dist/ holds (or the API alone) without building it.
// `npm run dev` runs the TypeScript through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { clientBuildStale } from './client-build.mjs';
import { relaunchWith, stopWhenParentGoes } from './relaunch.mjs';
import { ensureServerBuild, serverEntry } from './server-build.mjs';
import { missingStartEnvironment } from './start-settings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function buildClient() {
  if (process.env.SKIP_CLIENT_BUILD === '1') return;
  if (!existsSync(join(root, 'vite.config.ts'))) {
    console.warn('[start] vite.config.ts not found: skipping the client build; serving the API only.');
    return;
  }
  const reason = clientBuildStale(root);
  if (!reason) return;
  console.log(`[start] building the client (${reason}) …`);
  const started = Date.now();
  // `npm run build` is the client's own build (vite build, then the embed loader).
  const npm = process.env.npm_execpath;
  const command = npm ? process.execPath : process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = npm ? [npm, 'run', 'build'] : ['run', 'build'];
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error('[start] the client build failed (see above). Fix it, or set SKIP_CLIENT_BUILD=1 to start without it.');
    process.exit(result.status ?? 1);
  }
  console.log(`[start] client built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const missing = missingStartEnvironment(process.env);
if (Object.keys(missing).length > 0) {
  relaunchWith(missing);
} else {
  stopWhenParentGoes();
  buildClient();
  await ensureServerBuild((line) => console.log(line));
  await import(pathToFileURL(serverEntry).href);
}
