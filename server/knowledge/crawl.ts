// A polite, bounded same-site crawl from a start page or a sitemap: robots.txt honoured, and caps on
// pages, link depth, total bytes and time, so one organisation's import cannot run away.
import { cheerio } from './load-cheerio.ts';
import robotsParser from 'robots-parser';
import { extractHtml, type ExtractedPage } from './extract-html.ts';
import { DEFAULT_FETCH_POLICY, FetchFailed, safeFetch, type FetchedResource, type FetchPolicy } from './fetch-safe.ts';
import { pageUrl } from './page-location.ts';
import { parseOffThread } from './parse-pool.ts';

/**
 * A page larger than this is parsed in a worker thread (a 5 MB page is seconds of parsing that
 * would stall every other request); a smaller one costs less to parse than a worker costs to start.
 */
const PAGE_PARSED_OFF_THREAD_BYTES = 256 * 1024;

function readPage(html: string, url: string): ExtractedPage | Promise<ExtractedPage> {
  return html.length > PAGE_PARSED_OFF_THREAD_BYTES ? parseOffThread({ kind: 'page', html, url }) : extractHtml(html, url);
}

export interface CrawlLimits {
  maxPages: number;
  maxDepth: number;
  maxTotalBytes: number;
  timeLimitMs: number;
}

export const DEFAULT_CRAWL_LIMITS: CrawlLimits = { maxPages: 50, maxDepth: 3, maxTotalBytes: 50 * 1024 * 1024, timeLimitMs: 5 * 60_000 };

export interface CrawledPage {
  url: string;
  depth: number;
  resource: FetchedResource;
  /** Set for HTML pages. */
  page?: ExtractedPage;
}

export interface CrawlProgress {
  url: string;
  fetched: number;
  queued: number;
  skipped?: string;
}

/** Links that are plainly not documents are not fetched. */
const NOT_A_DOCUMENT = /\.(png|jpe?g|gif|webp|svg|ico|css|js|mjs|json|zip|gz|tgz|mp4|mp3|webm|woff2?|ttf|eot|avi|mov|exe|dmg)$/i;

export function isSitemap(url: string, resource?: FetchedResource): boolean {
  if (/sitemap[^/]*\.xml$/i.test(new URL(url).pathname)) return true;
  if (!resource || !/xml/.test(resource.contentType)) return false;
  return /<(urlset|sitemapindex)\b/.test(new TextDecoder().decode(resource.body.slice(0, 2048)));
}

export function sitemapLocations(xml: string): { pages: string[]; sitemaps: string[] } {
  const $ = cheerio().load(xml, { xml: true });
  const locs = (selector: string) => $(selector).toArray().map((node) => $(node).text().trim()).filter(Boolean);
  return { pages: locs('urlset > url > loc'), sitemaps: locs('sitemapindex > sitemap > loc') };
}

const sameSite = (a: URL, b: URL) => a.protocol === b.protocol && a.host === b.host;

export async function crawl(
  startUrl: string,
  visit: (page: CrawledPage) => Promise<void>,
  options: { limits?: Partial<CrawlLimits>; policy?: FetchPolicy; onProgress?: (progress: CrawlProgress) => void } = {},
): Promise<{ fetched: number; bytes: number; stoppedBy?: string }> {
  const limits = { ...DEFAULT_CRAWL_LIMITS, ...options.limits };
  const policy = options.policy ?? DEFAULT_FETCH_POLICY;
  const start = new URL(startUrl);
  const deadline = Date.now() + limits.timeLimitMs;
  let robots: ReturnType<typeof robotsParser> | undefined;
  try {
    const robotsUrl = new URL('/robots.txt', start).href;
    const response = await safeFetch(robotsUrl, { ...policy, maxBytes: 512 * 1024 });
    if (response.status === 200) robots = robotsParser(robotsUrl, new TextDecoder().decode(response.body));
  } catch {
    // No robots.txt (or unreachable): the site sets no rules.
  }
  const allowed = (url: string) => robots?.isAllowed(url, policy.userAgent.split('/')[0]) !== false;
  const queue: { url: string; depth: number }[] = [{ url: start.href, depth: 0 }];
  const seen = new Set<string>([start.href]);
  let fetched = 0;
  let bytes = 0;
  let sitemapsRead = 0;
  const enqueue = (url: string, depth: number) => {
    const parsed = pageUrl(url);
    if (!sameSite(parsed, start) || NOT_A_DOCUMENT.test(parsed.pathname) || seen.has(parsed.href)) return;
    seen.add(parsed.href);
    queue.push({ url: parsed.href, depth });
  };
  while (queue.length > 0) {
    if (fetched >= limits.maxPages) return { fetched, bytes, stoppedBy: `page limit (${limits.maxPages})` };
    if (Date.now() > deadline) return { fetched, bytes, stoppedBy: `time limit (${limits.timeLimitMs} ms)` };
    if (bytes >= limits.maxTotalBytes) return { fetched, bytes, stoppedBy: `byte limit (${limits.maxTotalBytes})` };
    const { url, depth } = queue.shift()!;
    if (!allowed(url)) {
      options.onProgress?.({ url, fetched, queued: queue.length, skipped: 'disallowed by robots.txt' });
      continue;
    }
    let resource: FetchedResource;
    try {
      resource = await safeFetch(url, { ...policy, maxBytes: Math.min(policy.maxBytes, limits.maxTotalBytes - bytes) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      options.onProgress?.({ url, fetched, queued: queue.length, skipped: reason });
      // The start page failing is the caller's input at fault (unreachable, refused), not ours.
      if (depth === 0) throw error instanceof FetchFailed ? error : new FetchFailed(`${url} could not be fetched: ${reason}`, { cause: error });
      continue;
    }
    bytes += resource.body.byteLength;
    if (resource.status !== 200) {
      options.onProgress?.({ url, fetched, queued: queue.length, skipped: `HTTP ${resource.status}` });
      if (depth === 0) throw new FetchFailed(`${url} answered HTTP ${resource.status}`);
      continue;
    }
    if (isSitemap(resource.url, resource)) {
      const { pages, sitemaps } = sitemapLocations(new TextDecoder().decode(resource.body));
      for (const page of pages) enqueue(page, limits.maxDepth);
      // Nested sitemaps are read, a few of them: a sitemap index can list thousands.
      for (const sitemap of sitemaps) if (sitemapsRead++ < 10) enqueue(sitemap, depth);
      continue;
    }
    fetched += 1;
    const isHtml = /html/.test(resource.contentType) || (!resource.contentType && /^\s*</.test(new TextDecoder().decode(resource.body.slice(0, 64))));
    const page = isHtml ? await readPage(new TextDecoder().decode(resource.body), resource.url) : undefined;
    if (!page?.noindex) await visit({ url: resource.url, depth, resource, page });
    options.onProgress?.({ url: resource.url, fetched, queued: queue.length });
    if (page && !page.nofollow && depth < limits.maxDepth) for (const link of page.links) enqueue(link, depth + 1);
  }
  return { fetched, bytes };
}
