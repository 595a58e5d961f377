// Bundles the embed loader (src/embed/loader.ts) into dist/embed.js: one small IIFE for
// third-party pages. Runs after `vite build` (which empties dist/). Fails when the loader grows
// beyond its budget or loses the placeholder the server fills with organisation themes.
// Also bundles the frame page's inline script (src/embed/frame-shell-script.ts) into dist/.ssr/,
// where the server reads it.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const EMBED_BUDGET_GZIP_BYTES = 2048;
const THEMES_PLACEHOLDER = '"__KORERO_THEMES__"';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(root, 'dist', 'embed.js');

mkdirSync(dirname(outfile), { recursive: true });
/** One minified IIFE for the browser, no licence comments. */
const browserScript = { bundle: true, minify: true, format: 'iife', platform: 'browser', legalComments: 'none', logLevel: 'warning' };

await build({
  ...browserScript,
  entryPoints: [join(root, 'src', 'embed', 'loader.ts')],
  outfile,
  target: 'es2020',
  // The bundle is one IIFE; "use strict" would only cost bytes.
  tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
});

await build({
  ...browserScript,
  entryPoints: [join(root, 'src', 'embed', 'frame-shell-script.ts')],
  outfile: join(root, 'dist', '.ssr', 'frame-shell-script.js'),
  target: 'es2020',
});

const code = readFileSync(outfile, 'utf8');
if (code.split(THEMES_PLACEHOLDER).length !== 2) {
  throw new Error(`dist/embed.js must contain ${THEMES_PLACEHOLDER} exactly once (server/routes/embed.ts fills it in)`);
}
// esbuild ends the file with a newline; drop it so the served file is exactly the bundle.
writeFileSync(outfile, code.trimEnd());
const gzip = gzipSync(code.trimEnd(), { level: 9 }).length;
console.log(`dist/embed.js: ${code.trimEnd().length} bytes, ${gzip} bytes gzip (budget ${EMBED_BUDGET_GZIP_BYTES})`);
if (gzip > EMBED_BUDGET_GZIP_BYTES) {
  console.error('dist/embed.js is over its gzip budget');
  process.exit(1);
}
