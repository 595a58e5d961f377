// Writes a .gz and a .br beside each compressible file of the built client (dist/), so that the
// server sends its assets compressed without compressing on every request (server/plugins/
// client-files.ts: @fastify/static's preCompressed picks one by Accept-Encoding, with Vary).
// Run by `npm run build` after the client and the loader are built; `node scripts/precompress.mjs DIR`
// for another directory.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml|ico)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
/** Not served to browsers: the server's render module and Vite's manifest. */
const SKIPPED_FOLDERS = new Set(['.ssr', '.vite']);

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* filesUnder(join(dir, entry.name));
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield join(dir, entry.name);
    }
  }
}

/** Compresses every file that is worth it; returns what it wrote, for the build's log. */
export function precompress(dir) {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const file of filesUnder(dir)) {
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const gzip = gzipSync(content, { level: 9 });
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    // A copy only where it is smaller: otherwise the file itself is served.
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    if (br.length < content.length) writeFileSync(`${file}.br`, br);
    files += 1;
    raw += content.length;
    brotli += Math.min(br.length, content.length);
  }
  return { files, raw, brotli };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist');
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`${dir} is no directory: build the client first`);
    process.exit(1);
  }
  const { files, raw, brotli } = precompress(dir);
  console.log(`${relative(process.cwd(), dir) || '.'}: ${files} files precompressed, ${Math.round(raw / 1024)} KB → ${Math.round(brotli / 1024)} KB brotli`);
}
