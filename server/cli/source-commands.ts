// `korero source add|list|remove` and `korero reindex`: an organisation's knowledge.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { boundedNumber } from '../bounded-number.ts';
import type { IngestResult } from '../knowledge/index.ts';
import { isUuid } from '../validation.ts';
import { endProgress, progressLine, withStore } from './context.ts';
import { counted } from './counted.ts';
import { requireOrganisation } from './organisation-commands.ts';
import type { PastedOptions } from './pasted-sources.ts';
import { print } from './streams.ts';

/** The parsers and the indexer, loaded when a command runs rather than for `--help`. */
const knowledge = () => import('../knowledge/index.ts');

const describe = (result: IngestResult) => `${result.status.padEnd(9)} ${result.location} (${counted(result.sectionCount, 'section')})`;

interface AddOptions extends PastedOptions {
  crawl?: boolean;
  maxPages: number;
  maxDepth: number;
  maxMinutes: number;
  baseUrl?: string;
  publicUrl?: string;
  name?: string;
  force?: boolean;
  allowPrivate?: boolean;
}

/** Commander parses the option with this, so "--max-pages ten" is refused before anything runs. */
function wholeNumber(option: string, min: number) {
  return (value: string): number =>
    boundedNumber(value, { fallback: min, min, integer: true }, (problem) => new InvalidArgumentError(`${option} ${problem}`));
}

export function registerSourceCommands(program: Command): void {
  const source = program.command('source').description('add, list and remove knowledge sources');
  source
    .command('add')
    .description('add a URL (one page, or --crawl a site or sitemap), a file (HTML, Markdown, text, PDF), a folder of them, pasted text (--text) or question-and-answer pairs (--qa)')
    .argument('<organisation>', 'organisation id')
    .argument('[target]', 'http(s) URL, file path or folder path (not with --text or --qa)')
    .option('--text <file|->', 'pasted text: a text file, or - to read standard input (needs --name)')
    .option('--qa <file.json>', 'question-and-answer pairs: a JSON array of {"question", "answer"} (needs --name)')
    .option('--crawl', 'follow same-site links from the URL (or the pages of a sitemap)')
    .option('--max-pages <n>', 'crawl: most pages to read', wholeNumber('--max-pages', 1), 50)
    .option('--max-depth <n>', 'crawl: most links away from the start page', wholeNumber('--max-depth', 0), 3)
    .option('--max-minutes <n>', 'crawl: stop after this long', wholeNumber('--max-minutes', 1), 5)
    .option('--base-url <url>', 'folder: the site the documents are published on (citations link to base URL + slug)')
    .option('--public-url <url>', 'file, --text, --qa: the page citations should open')
    .option('--name <name>', 'the name citations start with; required for --text and --qa (a file defaults to its title)')
    .option('--force', 'store again even if unchanged')
    .option('--allow-private', 'allow fetching private/loopback addresses (development only)')
    .action(async (organisationId: string, target: string | undefined, options: AddOptions) => {
      const kinds = [target, options.text, options.qa].filter((given) => given !== undefined).length;
      if (kinds !== 1) throw new Error('Give one of: a URL, file or folder; --text <file|->; or --qa <file.json>');
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        if (target === undefined) {
          const { addPastedSource } = await import('./pasted-sources.ts');
          print(describe(await addPastedSource(store, organisationId, options)));
          return;
        }
        const { ingestFileBytes, ingestFolder, ingestUrl, parseKnowledgeConfig } = await knowledge();
        if (/^https?:\/\//i.test(target)) {
          const { fetchPolicy } = parseKnowledgeConfig();
          const outcome = await ingestUrl(store, {
            organisationId,
            url: target,
            crawl: options.crawl,
            force: options.force,
            limits: { maxPages: options.maxPages, maxDepth: options.maxDepth, timeLimitMs: options.maxMinutes * 60_000 },
            policy: { ...fetchPolicy, allowPrivateAddresses: fetchPolicy.allowPrivateAddresses || Boolean(options.allowPrivate) },
            onProgress: (progress) =>
              progressLine(`[${progress.fetched} read, ${progress.queued} queued] ${progress.skipped ? `skipped ${progress.url}: ${progress.skipped}` : progress.url}`),
          });
          endProgress();
          for (const result of outcome.results) print(describe(result));
          if (outcome.stoppedBy) print(`Stopped by the ${outcome.stoppedBy}.`);
          return;
        }
        const path = resolve(target);
        if (!existsSync(path)) throw new Error(`${target} is neither a URL nor an existing file or folder`);
        if (statSync(path).isDirectory()) {
          const { results, failures } = await ingestFolder(store, {
            organisationId,
            folder: path,
            baseUrl: options.baseUrl,
            force: options.force,
            onProgress: (progress) => progressLine(`[${progress.done}/${progress.total}] ${progress.path}${progress.error ? ` — failed: ${progress.error}` : ''}`),
          });
          endProgress();
          const changed = results.filter((result) => result.status !== 'unchanged').length;
          const sectionCount = results.reduce((sum, result) => sum + result.sectionCount, 0);
          print(`${counted(results.length, 'file')} imported (${changed} new or changed), ${counted(sectionCount, 'section')}.`);
          for (const failure of failures) print(`failed    ${failure.path}: ${failure.error}`);
          return;
        }
        const result = await ingestFileBytes(store, {
          organisationId,
          fileName: path,
          location: path,
          bytes: await readFile(path),
          publicUrl: options.publicUrl,
          name: options.name,
          force: options.force,
        });
        print(describe(result));
      });
    });
  source
    .command('list')
    .description("list an organisation's sources")
    .argument('<organisation>', 'organisation id')
    .action(async (organisationId: string) => {
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        const { listSources } = await knowledge();
        const rows = await listSources(store, organisationId);
        for (const row of rows) print(`${row.id}\t${row.kind}\t${row.status}\t${counted(row.sectionCount, 'section')}\t${row.location}${row.error ? `\t${row.error}` : ''}`);
        if (rows.length === 0) print('No sources yet: korero source add <organisation> <url|file|folder> (or --text, --qa)');
      });
    });
  source
    .command('remove')
    .description('remove a source and its sections')
    .argument('<organisation>', 'organisation id')
    .argument('<source-id>', 'the id shown by source list')
    .action(async (organisationId: string, sourceId: string) => {
      // Anything but a UUID cannot be a source, and PostgreSQL would refuse to compare it.
      if (!isUuid(sourceId)) throw new Error(`No source ${sourceId} (korero source list ${organisationId} shows them)`);
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        const { deleteSource } = await knowledge();
        if (!(await deleteSource(store, organisationId, sourceId.toLowerCase()))) throw new Error(`No source ${sourceId} in ${organisationId}`);
        print('Removed.');
      });
    });
  program
    .command('reindex')
    .description("read every source of an organisation again: URLs re-fetched, files and content re-read; unchanged ones stay as they are")
    .argument('<organisation>', 'organisation id')
    .option('--force', 'rebuild every source even if unchanged')
    .action(async (organisationId: string, options: { force?: boolean }) => {
      await withStore(async ({ config, store }) => {
        await requireOrganisation(store, organisationId);
        const { ingestContentFile, ingestFileBytes, ingestUrl, listSources, markSourceFailed, parseKnowledgeConfig } = await knowledge();
        const { fetchPolicy } = parseKnowledgeConfig();
        const rows = await listSources(store, organisationId);
        for (const [index, row] of rows.entries()) {
          progressLine(`[${index + 1}/${rows.length}] ${row.location}`);
          try {
            if (row.kind === 'url') {
              const { results } = await ingestUrl(store, { organisationId, url: row.location, policy: fetchPolicy, force: options.force });
              for (const result of results) print(`\n${describe(result)}`);
            } else if (row.kind === 'content') {
              const path = resolve(config.contentDir, row.location.replace(/^content\//, ''));
              print(`\n${describe(await ingestContentFile(store, { organisationId, path, publicUrl: row.publicUrl, name: row.name, force: options.force }))}`);
            } else if (row.kind === 'file' && existsSync(row.location)) {
              const bytes = await readFile(row.location);
              const result = await ingestFileBytes(store, { organisationId, fileName: row.location, location: row.location, bytes, publicUrl: row.publicUrl, force: options.force });
              print(`\n${describe(result)}`);
            } else {
              print(`\nkept      ${row.location} (pasted text or a file no longer on disk: nothing to re-read)`);
            }
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            // It keeps its sections; `source list` shows it failed, and why, until a read succeeds
            // (ingestUrl has already marked a page; this marks files and content too).
            await markSourceFailed(store, organisationId, row.location, reason);
            print(`\nfailed    ${row.location}: ${reason}`);
          }
        }
        endProgress();
      });
    });
}
