// Compressing a response built per request (GET /embed.js, with the organisations' themes written
// in): the built client's files are compressed once at build (scripts/precompress.mjs), these
// cannot be. Brotli where the client accepts it, else gzip; the same text is compressed once.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to send by an Accept-Encoding header (q=0 refuses one; "*" accepts both); undefined: none. */
export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: ContentEncoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

const MAX_KEPT = 200;
const kept = new Map<string, Buffer>();

/** `text` compressed with `encoding`, kept for the next request with the same text. */
export function compressed(text: string, encoding: ContentEncoding): Buffer {
  const key = `${encoding}\n${text}`;
  const hit = kept.get(key);
  if (hit) return hit;
  const body =
    encoding === 'br'
      ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
      : gzipSync(text, { level: 9 });
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, body);
  return body;
}
