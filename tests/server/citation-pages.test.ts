// Every citation the evaluation's organisations can produce opens something a visitor can read:
// each section URL of every source (the demo organisations, the Plausible docs with and without
// their site's URL, pasted text, Q&A pairs, an uploaded file) resolves, by a real HTTP GET against
// the running app, to a page with an element whose id is the URL's anchor. The demo's own page is
// rendered by the client, so its anchors are checked against the ids its content file's headings
// produce there (src/ui/content-markdown.tsx).
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { and, asc, eq, sql } from 'drizzle-orm';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sectionAnchor } from '../../src/contract/contract.ts';
import { ingestFolder, ingestText } from '../../server/knowledge/index.ts';
import { DEMO_ORGANISATIONS } from '../../server/seed/demo-organisations.ts';
import { insertOrganisation } from '../../server/store/organisations-repository.ts';
import { giveApiKey } from './helpers/api-keys.ts';
import { createContact } from '../../server/store/contacts-repository.ts';
import { createConversation } from '../../server/store/conversations-repository.ts';
import { insertMessages } from '../../server/store/messages-repository.ts';
import { messages, sections, sources } from '../../server/store/schema.ts';
import { CORPORA_DIR } from '../eval/run-eval.ts';
import { PLAUSIBLE_EVAL } from '../eval/plausible-questions.ts';
import { chatPayload, describeEachStore, operatorHeaders, postChat, REPO_ROOT, useHarness, type ApiHarness } from './helpers/api-harness.ts';
import { describeStore, skipReason } from './helpers/test-stores.ts';
import { multipartBody } from './helpers/multipart-body.ts';

const PLAUSIBLE_DOCS = join(CORPORA_DIR, 'plausible-docs', 'docs');

const ACME = 'acme-tools';
const ACME_KEY = 'acme-tools-operator-key-0123';
const OTHER = 'other-shop';
// Each test that writes sources has an organisation of its own: none reads what another wrote.
const RULES = 'acme-rules';
const MIGRATED = 'acme-migrated';
const PAGES = 'acme-pages';
const RETURNS_TEXT = 'Returns\n\nUnworn tools can be returned within 30 days.\n\nRepairs\n\nWe sharpen blades in a week.';

/** The ids the demo's client page gives its headings: sectionAnchor of each h2 and h3's text. */
function clientPageIds(contentFile: string): Set<string> {
  const tree = fromMarkdown(readFileSync(join(REPO_ROOT, 'content', contentFile), 'utf8'), { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const ids = new Set<string>();
  const visit = (node: { type: string; depth?: number; children?: unknown[] }) => {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) ids.add(sectionAnchor(toString(node)));
    for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
  };
  visit(tree);
  return ids;
}

/**
 * A real listening server (citations are checked as a browser would open them) and the reads
 * both suites share: an organisation's section URLs, absolute, and whether each one resolves.
 */
function citationSite(harness: ApiHarness) {
  const site = { origin: '', sectionUrls, expectAllResolve };
  beforeAll(async () => {
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    site.origin = `http://127.0.0.1:${(harness.app.server.address() as { port: number }).port}`;
    harness.config.publicUrl = site.origin;
  });

  async function sectionUrls(organisationId: string) {
    return (
      await harness.store.db
        .select({ url: sections.url, name: sections.name })
        .from(sections)
        .where(eq(sections.organisationId, organisationId))
        .orderBy(asc(sections.sourceId), asc(sections.position))
    ).map((row) => ({ ...row, url: row.url.startsWith('/') ? `${site.origin}${row.url}` : row.url }));
  }

  /** GETs each page once; every URL's anchor must be an element id on its page. */
  async function expectAllResolve(urls: { url: string; name: string }[]) {
    const pages = new Map<string, Set<string>>();
    const dead: string[] = [];
    for (const { url, name } of urls) {
      const [page, anchor = ''] = url.split('#');
      if (!pages.has(page)) {
        const response = await fetch(page);
        const ids = new Set<string>();
        if (response.ok && /^text\/html/.test(response.headers.get('content-type') ?? '')) {
          const $ = cheerio.load(await response.text());
          $('[id]').each((_, element) => void ids.add($(element).attr('id')!));
        } else {
          dead.push(`${name}: GET ${page} answered ${response.status}`);
        }
        pages.set(page, ids);
      }
      if (anchor && !pages.get(page)!.has(decodeURIComponent(anchor))) dead.push(`${name}: ${url} has no element #${anchor}`);
    }
    expect(dead).toEqual([]);
    return pages.size;
  }

  return site;
}

describeEachStore('citations open a readable section', (harness) => {
  const folder = mkdtempSync(join(tmpdir(), 'korero-citations-'));
  const site = citationSite(harness);
  const { sectionUrls, expectAllResolve } = site;

  beforeAll(async () => {
    await insertOrganisation(harness.store.db, { id: ACME, name: 'Acme Tools', buttonColor: '#2f6f4f' });
    await giveApiKey(harness.store.db, ACME, ACME_KEY);
    await insertOrganisation(harness.store.db, { id: OTHER, name: 'Other Shop' });
    await insertOrganisation(harness.store.db, { id: RULES, name: 'Acme Rules' });
    await giveApiKey(harness.store.db, RULES, `${RULES}-operator-key-0123`);
    for (const id of [MIGRATED, PAGES]) await insertOrganisation(harness.store.db, { id, name: id });
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const addSource = (body: object) =>
    harness.app.inject({ method: 'POST', url: `/api/organisations/${ACME}/sources`, headers: operatorHeaders(ACME_KEY), payload: body });
  const uploadFile = (fileName: string, content: string, fields: Record<string, string> = {}, organisationId = ACME) => {
    const { payload, headers } = multipartBody([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', fileName, contentType: 'text/markdown', value: content },
    ]);
    const key = organisationId === ACME ? ACME_KEY : `${organisationId}-operator-key-0123`;
    return harness.app.inject({ method: 'POST', url: `/api/organisations/${organisationId}/sources`, headers: { ...operatorHeaders(key), ...headers }, payload });
  };

  it('pasted text, Q&A pairs and an uploaded file link to their own page on Korero, the cited section in view and marked', async () => {
    expect((await addSource({ name: 'Returns', text: RETURNS_TEXT })).statusCode).toBe(201);
    expect(
      (await addSource({ name: 'FAQ', questions: [{ question: 'Can I bring my dog?', answer: 'Dogs on a lead are welcome in the shop.' }, { question: 'Can I bring my dog?', answer: 'Yes, really.' }] }))
        .statusCode,
    ).toBe(201);
    expect((await uploadFile('hire.md', '# Hire\n\nWe hire tools by the day.\n\n## Chainsaws\n\nA chainsaw costs 80 dollars a day.\n')).statusCode).toBe(201);

    const urls = await sectionUrls(ACME);
    expect(urls.length).toBe(6);
    for (const { url } of urls) expect(url).toMatch(new RegExp(`^${site.origin}/${ACME}/sources/[0-9a-f-]{36}(#[a-z0-9-]+)?$`));
    // The second question of the same words gets an anchor of its own.
    expect(urls.filter((entry) => entry.name === 'FAQ — Can I bring my dog?').map((entry) => entry.url.split('#')[1])).toEqual(['can-i-bring-my-dog', 'can-i-bring-my-dog-2']);
    expect(await expectAllResolve(urls)).toBe(3);

    // The page: the organisation's, themed, the section marked while it is the address's target.
    const chainsaws = urls.find((entry) => entry.name === 'Hire — Chainsaws')!.url;
    const html = await (await fetch(chainsaws)).text();
    const $ = cheerio.load(html);
    expect($('title').text()).toBe('Hire — Acme Tools');
    expect($('meta[name="viewport"]').attr('content')).toBe('width=device-width, initial-scale=1');
    expect($('section#chainsaws h2').text()).toBe('Chainsaws');
    expect($('section#chainsaws').text()).toContain('A chainsaw costs 80 dollars a day.');
    expect($('style').text()).toMatch(/section:target \{[^}]*background/);
    expect($('style').text()).toContain('#2f6f4f');

    // A visitor's citation is the absolute URL of that page on the public URL.
    const [, answer] = (await postChat(harness.app, chatPayload({ organisation_id: ACME, message: 'How much is a chainsaw?' }))).json();
    expect(answer.citations.length).toBeGreaterThan(0);
    for (const citation of answer.citations) expect(citation.url.startsWith(`${site.origin}/`)).toBe(true);
  });

  it('a file re-uploaded over HTTP keeps the public URL its folder import gave it', async () => {
    writeFileSync(join(folder, 'rules.md'), '# Rules\n\n## Damage and theft\n\nA damaged tool is charged at cost.\n');
    await ingestFolder(harness.store, { organisationId: RULES, folder, baseUrl: 'https://acme.example/help/' });
    const uploaded = await uploadFile('rules.md', '# Rules\n\n## Damage and theft\n\nA damaged or stolen tool is charged at cost.\n', {}, RULES);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().results[0].status).toBe('updated');
    const [rules] = await harness.store.db.select({ publicUrl: sources.publicUrl }).from(sources).where(eq(sources.location, 'rules.md'));
    expect(rules.publicUrl).toBe('https://acme.example/help/rules');
    const urls = (await sectionUrls(RULES)).filter((entry) => entry.name.startsWith('Rules'));
    expect(urls.map((entry) => entry.url)).toEqual(['https://acme.example/help/rules#damage-and-theft']);
    // Given a public URL, the upload takes it.
    await uploadFile('rules.md', '# Rules\n\n## Damage and theft\n\nCharged at cost.\n', { public_url: 'https://acme.example/rules' }, RULES);
    expect((await sectionUrls(RULES)).filter((entry) => entry.name.startsWith('Rules')).map((entry) => entry.url)).toEqual(['https://acme.example/rules#damage-and-theft']);
  });

  it('every section of the demo organisations opens their page at an id the page gives', async () => {
    for (const demo of DEMO_ORGANISATIONS) {
      const ids = clientPageIds(demo.content.file);
      // The client route that renders the file exists.
      expect(existsSync(join(REPO_ROOT, 'src', 'routes', `${demo.content.publicUrl.slice(1)}.tsx`))).toBe(true);
      const urls = await sectionUrls(demo.organisation.id);
      expect(urls.length).toBeGreaterThan(5);
      const dead = urls.filter(({ url }) => {
        const [page, anchor = ''] = url.split('#');
        return page !== `${site.origin}${demo.content.publicUrl}` || (anchor !== '' && !ids.has(anchor));
      });
      expect(dead).toEqual([]);
    }
  });

  it('migration 0009 moves sections and past citations stored with a bare anchor onto their source page', async () => {
    const returns = { id: (await ingestText(harness.store, { organisationId: MIGRATED, name: 'Returns', text: RETURNS_TEXT })).sourceId };
    await ingestText(harness.store, { organisationId: MIGRATED, name: 'Rules', text: 'Damage and theft\n\nCharged at cost.', publicUrl: 'https://acme.example/rules' });
    const onTheirPage = (await sectionUrls(MIGRATED)).filter((entry) => entry.name.startsWith('Rules'));
    expect(onTheirPage.map((entry) => entry.url)).toEqual(['https://acme.example/rules#damage-and-theft']);
    // As ingestion stored them before: '#anchor', or '' for an opening section.
    await harness.store.db.update(sections).set({ url: '#returns' }).where(and(eq(sections.sourceId, returns.id), eq(sections.heading, 'Returns')));
    await harness.store.db.update(sections).set({ url: '' }).where(and(eq(sections.sourceId, returns.id), eq(sections.heading, 'Repairs')));
    // An answer given before, citing the bare anchor.
    const contact = await createContact(harness.store.db, MIGRATED, Date.now());
    const conversationId = randomUUID();
    await createConversation(harness.store.db, { id: conversationId, organisationId: MIGRATED, contactId: contact.id, now: Date.now() });
    const oldCitations = [
      { name: 'Returns — Returns', url: '#returns' },
      { name: 'Gone — Long gone', url: '#long-gone' },
      { name: 'Elsewhere', url: 'https://acme.example/elsewhere#x' },
    ];
    await insertMessages(harness.store.db, [
      { id: randomUUID(), conversationId, message: 'Returned within 30 days.', creator: 'AGENT', createdAt: Date.now(), sequence: 1, citations: oldCitations },
    ]);
    const migration = readFileSync(join(REPO_ROOT, 'server', 'store', 'migrations', '0009_source_pages.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await harness.store.db.execute(sql.raw(statement));
    const rows = await harness.store.db.select({ heading: sections.heading, url: sections.url }).from(sections).where(eq(sections.sourceId, returns.id)).orderBy(asc(sections.position));
    expect(rows).toEqual([
      { heading: 'Returns', url: `/${MIGRATED}/sources/${returns.id}#returns` },
      { heading: 'Repairs', url: `/${MIGRATED}/sources/${returns.id}` },
    ]);
    const [answer] = await harness.store.db.select({ citations: messages.citations }).from(messages).where(eq(messages.conversationId, conversationId));
    expect(answer.citations).toEqual([
      { name: 'Returns — Returns', url: `/${MIGRATED}/sources/${returns.id}#returns` },
      { name: 'Gone — Long gone', url: '#long-gone' },
      { name: 'Elsewhere', url: 'https://acme.example/elsewhere#x' },
    ]);
    // Sections with a page of their own are left as they are.
    expect((await sectionUrls(MIGRATED)).filter((entry) => entry.name.startsWith('Rules'))).toEqual(onTheirPage);
  });

  it("shows no organisation's source under another's address, and a missing source as a 404 page", async () => {
    const acmeSource = { id: (await ingestText(harness.store, { organisationId: PAGES, name: 'Returns', text: RETURNS_TEXT })).sourceId };
    const siteSource = { id: (await ingestText(harness.store, { organisationId: PAGES, name: 'Rules', text: 'Damage and theft\n\nCharged at cost.', publicUrl: 'https://acme.example/rules' })).sourceId };
    for (const path of [
      `/${OTHER}/sources/${acmeSource.id}`,
      `/no-such-organisation/sources/${acmeSource.id}`,
      `/${PAGES}/sources/not-a-uuid`,
      `/${PAGES}/sources/00000000-0000-4000-8000-000000000000`,
      // A source with a page of its own on the web is cited there, not here.
      `/${PAGES}/sources/${siteSource.id}`,
      `/${PAGES}/sources/%00`,
    ]) {
      const response = await fetch(`${site.origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('This source is not here any more');
    }
    expect((await fetch(`${site.origin}/${PAGES}/sources/${acmeSource.id}`)).status).toBe(200);
  });
});

// The Plausible docs on one back-end, imported twice (~4 s each on PostgreSQL, 6–8 s on PGlite):
// their 130-odd pages check what ingestion makes of a real corpus — the section anchors, the
// pages' ids, the site's URLs — which is the same code on both back-ends; the page route's reads
// are checked on both by the suite above. PostgreSQL when this run has it (as CI), else PGlite.
const CORPUS_STORE = skipReason('postgres') ? 'pglite' : 'postgres';

describeStore(CORPUS_STORE, 'citations of an imported corpus open a readable section', () => {
  const harness = useHarness(CORPUS_STORE);
  const { sectionUrls, expectAllResolve } = citationSite(harness);

  beforeAll(async () => {
    await insertOrganisation(harness.store.db, { id: OTHER, name: 'Other Shop' });
    // The evaluation's third organisation, as run-eval ingests it (on its docs site) …
    await insertOrganisation(harness.store.db, { id: PLAUSIBLE_EVAL.organisationId, name: PLAUSIBLE_EVAL.organisationName });
    await ingestFolder(harness.store, { organisationId: PLAUSIBLE_EVAL.organisationId, folder: PLAUSIBLE_DOCS, baseUrl: 'https://plausible.io/docs/' });
    // … and the same corpus imported without a site: every page then lives on Korero.
    await ingestFolder(harness.store, { organisationId: OTHER, folder: PLAUSIBLE_DOCS });
  }, 240_000);

  // 130-odd pages fetched one by one: seconds alone, minutes on a shared machine.
  it('every section of the Plausible docs opens a page: on Korero without a site, on the docs site with one', { timeout: 240_000 }, async () => {
    const onKorero = await sectionUrls(OTHER);
    expect(onKorero.length).toBeGreaterThan(100);
    expect(await expectAllResolve(onKorero)).toBeGreaterThan(100);
    // On the docs site (not reachable from a test): absolute page URLs, never a bare anchor.
    const onSite = await sectionUrls(PLAUSIBLE_EVAL.organisationId);
    expect(onSite.length).toBe(onKorero.length);
    for (const { url } of onSite) expect(url).toMatch(/^https:\/\/plausible\.io\/docs\/[^#\s]*(#[a-z0-9_-]+)?$/);
  });
});
