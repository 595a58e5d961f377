// URL sources: one page, or a same-site crawl from a start page or sitemap. Each page is its own
// source (located by its URL), so a re-crawl replaces changed pages and leaves unchanged ones alone.
import type { Store } from '../store/db.ts';
import { crawl, type CrawlLimits, type CrawlProgress } from './crawl.ts';
import type { ExtractedDocument } from './document.ts';
import { DEFAULT_FETCH_POLICY, FetchFailed, type FetchPolicy } from './fetch-safe.ts';
import { saveDocument } from './ingest-files.ts';
import { markSourceFailed, saveSource, type IngestResult } from './ingest.ts';
import { withoutFragment } from './page-location.ts';
import type { SplitDocument } from './parse-job.ts';
import { parseOffThread } from './parse-pool.ts';

export interface UrlIngestOptions {
  organisationId: string;
  url: string;
  /** Follow same-site links (or a sitemap's pages); without it only the one page is read. */
  crawl?: boolean;
  limits?: Partial<CrawlLimits>;
  policy?: FetchPolicy;
  force?: boolean;
  onProgress?: (progress: CrawlProgress) => void;
}

const EXTENSION_BY_TYPE: [RegExp, string][] = [
  [/pdf/, '.pdf'],
  [/markdown/, '.md'],
  [/text\/plain/, '.txt'],
];

/**
 * Reads the page (or crawls from it) and stores what it says. When the page itself cannot be read,
 * FetchFailed is thrown; a copy stored before is kept and marked failed, with the reason.
 */
export async function ingestUrl(store: Store, options: UrlIngestOptions): Promise<{ results: IngestResult[]; stoppedBy?: string }> {
  try {
    return await readAndStore(store, options);
  } catch (error) {
    if (error instanceof FetchFailed) {
      await markSourceFailed(store, options.organisationId, withoutFragment(options.url), error.message);
    }
    throw error;
  }
}

async function readAndStore(store: Store, options: UrlIngestOptions): Promise<{ results: IngestResult[]; stoppedBy?: string }> {
  const results: IngestResult[] = [];
  // A site's pages share most of their words: each is expanded once per crawl, not once per page.
  const expandedWords = new Set<string>();
  const limits = options.crawl ? options.limits : { ...options.limits, maxPages: 1, maxDepth: 0 };
  const outcome = await crawl(
    options.url,
    async ({ url, depth, resource, page }) => {
      if (page) {
        const document: ExtractedDocument = { title: page.title || new URL(url).pathname, blocks: page.blocks };
        if (document.blocks.length === 0) return;
        results.push(await saveDocument(store, document, { organisationId: options.organisationId, kind: 'url', location: url, publicUrl: url }, { force: options.force, expandedWords }));
      } else {
        const extension = EXTENSION_BY_TYPE.find(([pattern]) => pattern.test(resource.contentType))?.[1];
        if (!extension) return;
        const fileName = decodeURIComponent(new URL(url).pathname.split('/').pop() || 'document') + (new URL(url).pathname.endsWith(extension) ? '' : extension);
        let split: SplitDocument;
        try {
          // A PDF or a text file: read in a worker thread (parse-pool.ts), off the serving thread.
          split = await parseOffThread({ kind: 'file', bytes: resource.body, fileName, location: url, publicUrl: url });
        } catch (error) {
          // A broken document deep in a crawl is skipped; the one asked for is reported.
          if (depth > 0) return;
          throw new FetchFailed(`${url} could not be read: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        }
        if (split.blockCount === 0) return;
        results.push(
          await saveSource(
            store,
            { organisationId: options.organisationId, kind: 'url', location: url, name: split.name, publicUrl: url, sections: split.sections, expansions: split.expansions },
            { force: options.force },
          ),
        );
      }
    },
    { limits, policy: options.policy ?? DEFAULT_FETCH_POLICY, onProgress: options.onProgress },
  );
  return { results, stoppedBy: outcome.stoppedBy };
}

// The settings parser lives in knowledge-config.ts (light to import: config.ts loads it at every start).
export { parseKnowledgeConfig } from './knowledge-config.ts';
