// Bundles the embed loader (src/embed/loader.ts) into dist/embed.js: one small IIFE for
// third-party pages. Runs after `vite build` (which empties dist/). Fails when the loader grows
// beyond its budget or loses the placeholder the server fills with organisation themes.
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
await build({
  entryPoints: [join(root, 'src', 'embed', 'loader.ts')],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2019',
  platform: 'browser',
  legalComments: 'none',
  logLevel: 'warning',
  // The bundle is one IIFE; "use strict" would only cost bytes.
  tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
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
