// cheerio, required when a page or a sitemap is first read rather than imported: its module and
// parse5/undici cost about half a second of CPU, which every start (a restart after kill -9
// included) would pay before listening although most starts read no HTML until much later.
import { createRequire } from 'node:module';
import type * as Cheerio from 'cheerio';

let loaded: typeof Cheerio | undefined;

export function cheerio(): typeof Cheerio {
  loaded ??= createRequire(import.meta.url)('cheerio') as typeof Cheerio;
  return loaded;
}
