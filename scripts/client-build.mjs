// Whether dist/ must be built again (scripts/start.mjs): when any file the client's build reads is
// newer than what it wrote last. `npm run build` is several builds — the routed app (index.html),
// the embed frame's own (`--mode frame`, frame.html), the frame's server-rendered first view
// (`--ssr`), the loader and the frame's inline script (build-embed.mjs), the compressed copies —
// and a change to the input of any of them must reach a start (tests/server/client-build.test.ts
// checks this list against vite.config.ts and the build script).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime } from './newest-mtime.mjs';

/** What the client's builds read, relative to the checkout: folders count every file under them. */
export const CLIENT_BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'frame.html',
  'vite.config.ts',
  // vite.config.ts's own imports, and the build steps after Vite's.
  'scripts/frame-dev-server.ts',
  'scripts/build-embed.mjs',
  'scripts/precompress.mjs',
  'tsr.config.json',
  // The dependencies' versions, and the build script itself.
  'package.json',
  'package-lock.json',
];

/** One file written by each of the builds: dist/ is as old as the oldest of them. */
export const CLIENT_BUILD_OUTPUTS = ['dist/index.html', 'dist/frame.html', 'dist/.ssr/frame-shell-render.js', 'dist/.ssr/frame-shell-script.js', 'dist/embed.js'];

/** Why the client must be built again under `root`, or undefined when dist/ is up to date. */
export function clientBuildStale(root) {
  const missing = CLIENT_BUILD_OUTPUTS.find((path) => !existsSync(join(root, path)));
  if (missing) return `${missing} is missing`;
  const builtAt = Math.min(...CLIENT_BUILD_OUTPUTS.map((path) => statSync(join(root, path)).mtimeMs));
  const newest = Math.max(...CLIENT_BUILD_INPUTS.map((path) => newestMtime(join(root, path))));
  return newest > builtAt ? 'the client sources are newer than dist/' : undefined;
}
