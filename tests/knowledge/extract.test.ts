// Extractors: Markdown/MDX, HTML main content, plain text, PDF; and splitting at headings.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionAnchor } from '../../src/contract/contract.ts';
import { extractMarkdown } from '../../server/knowledge/extract-markdown.ts';
import { extractHtml, extractPdf, extractPlainText, splitSections } from '../../server/knowledge/index.ts';
import { minimalPdf } from './helpers/minimal-pdf.ts';

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const PLAUSIBLE_DOCS = join(REPO_ROOT, 'tests', 'fixtures', 'corpora', 'plausible-docs', 'docs');

describe('Markdown content files', () => {
  it('splits the demo page at its ## and ### headings, with names and anchors the page uses', () => {
    const markdown = readFileSync(join(REPO_ROOT, 'content', 'queenstown-adventures.md'), 'utf8');
    const document = extractMarkdown(markdown);
    expect(document.title).toBe('Queenstown Adventures');
    const sections = splitSections(document, { sourceName: 'Queenstown Adventures', publicUrl: '/queenstownadventures' });
    const headings = [...markdown.matchAll(/^###? (.+)$/gm)].map((match) => match[1]);
    // A heading with nothing under it before the next one (FAQ, over its questions) is no section.
    expect(sections.map((section) => section.heading)).toEqual(headings.filter((heading) => sections.some((section) => section.heading === heading)));
    expect(sections.length).toBeGreaterThan([...markdown.matchAll(/^## (.+)$/gm)].length);
    const pricing = sections.find((section) => section.heading === 'Pricing')!;
    expect(pricing.name).toBe('Queenstown Adventures — Pricing');
    expect(pricing.url).toBe('/queenstownadventures#pricing');
    expect(pricing.body).toContain('| Tandem jump (for two) | 349.99 |');
    for (const section of sections) expect(section.url).toBe(`/queenstownadventures#${sectionAnchor(section.heading)}`);
    // A FAQ question is a section of its own, cited by its own anchor.
    const camera = sections.find((section) => section.heading === 'Can I bring my own camera or GoPro?')!;
    expect(camera.url).toBe('/queenstownadventures#can-i-bring-my-own-camera-or-gopro');
    expect(camera.body).toContain('GoPro');
  });

  it('drops MDX imports, JSX components and expressions but keeps text inside HTML blocks', () => {
    const mdx = [
      '---',
      'title: Exclude internal traffic',
      '---',
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      '',
      ':::tip Bots are filtered',
      'Nothing to configure.',
      ':::',
      '',
      '## Exclude by IP {#by-ip}',
      '',
      'Go to **Shields** and add the address.',
      '',
      '<div class="browser">',
      "<img alt=\"Shields\" src={useBaseUrl('img/shields.png')} />",
      '</div>',
      '',
      '<CtaBox',
      '  headline="Start free trial"',
      '/>',
      '',
      '<p>Only this paragraph text is kept.</p>',
      '',
      '```js',
      "import x from 'kept-in-code';",
      '```',
    ].join('\n');
    const document = extractMarkdown(mdx);
    expect(document.title).toBe('Exclude internal traffic');
    const [intro, byIp] = splitSections(document, { sourceName: 'Docs', publicUrl: 'https://example.com/docs/excluding' });
    expect(intro.body).toContain('Bots are filtered');
    expect(byIp.url).toBe('https://example.com/docs/excluding#by-ip');
    expect(byIp.body).toContain('Go to Shields and add the address.');
    expect(byIp.body).toContain('Only this paragraph text is kept.');
    expect(byIp.body).toContain("import x from 'kept-in-code';");
    for (const noise of ['useBaseUrl', '<div', 'CtaBox', 'headline=', '<p>', ':::']) expect(byIp.body + intro.body).not.toContain(noise);
  });

  it('keeps the headings, lists and paragraphs of an HTML card as its own blocks, not one run-on paragraph', () => {
    const mdx = [
      '# Documentation',
      '',
      '<div class="docs-card">',
      '<h3>New here? Start here</h3>',
      '<p>Get set up.</p>',
      '<ul>',
      '<li><a href="/docs/register">Register for an account</a></li>',
      '<li><a href="/docs/add-site">Add your website</a>: in two minutes</li>',
      '</ul>',
      '</div>',
    ].join('\n');
    const { blocks } = extractMarkdown(mdx);
    expect(blocks.slice(1)).toEqual([
      { kind: 'heading', depth: 3, text: 'New here? Start here' },
      { kind: 'paragraph', text: 'Get set up.' },
      { kind: 'list', items: ['Register for an account', 'Add your website: in two minutes'] },
    ]);
  });

  it('gives clean sections for the whole Plausible docs corpus', () => {
    const files = readdirSync(PLAUSIBLE_DOCS).filter((file) => file.endsWith('.md'));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const markdown = readFileSync(join(PLAUSIBLE_DOCS, file), 'utf8');
      const title = /^title:\s*"?(.+?)"?\s*$/m.exec(markdown)?.[1];
      const document = extractMarkdown(markdown, file);
      if (title) expect(document.title).toBe(title.replace(/\\"/g, '"'));
      const body = splitSections(document, { sourceName: document.title, publicUrl: '' })
        .map((section) => section.body.replace(/```[\s\S]*?```/g, ''))
        .join('\n');
      expect(body, file).not.toMatch(/^import\s/m);
      // Prose may mention "<div>"; tags with attributes, components and closing tags are markup.
      expect(body, file).not.toMatch(/<(img|CtaBox)\b|<(div|p|details|summary)\s+\w+=|<\/(div|details|summary|p)>/);
      expect(body, file).not.toContain('useBaseUrl(');
    }
  });
});

describe('HTML pages', () => {
  it('keeps the main content, drops navigation and scripts, and uses the page’s own heading ids', () => {
    const html = `<!doctype html><html><head><title>Help | Acme</title><script>var x = 1;</script></head><body>
      <header><nav><a href="/about">About us</a> Menu</nav></header>
      <main><h1>Help centre</h1><p>Welcome to <b>Acme</b> help.</p>
        <h2 id="shipping-costs">What does shipping cost?</h2><p>Shipping is free over 50 NZD.</p>
        <table><tr><th>Zone</th><th>Price</th></tr><tr><td>North Island</td><td>5 NZD</td></tr></table>
        <h2>Returns</h2><ul><li>30 days</li><li>Original packaging</li></ul></main>
      <footer>© Acme</footer></body></html>`;
    const page = extractHtml(html, 'https://acme.example/help');
    expect(page.title).toBe('Help centre');
    expect(page.links).toContain('https://acme.example/about');
    const sections = splitSections(page, { sourceName: page.title, publicUrl: 'https://acme.example/help' });
    expect(sections.map((section) => section.url)).toEqual([
      'https://acme.example/help',
      'https://acme.example/help#shipping-costs',
      `https://acme.example/help#${sectionAnchor('Returns')}`,
    ]);
    expect(sections[1].body).toContain('| North Island | 5 NZD |');
    expect(sections[2].body).toBe('- 30 days\n- Original packaging');
    const all = sections.map((section) => section.body).join(' ');
    for (const noise of ['var x', 'Menu', '© Acme']) expect(all).not.toContain(noise);
  });
});

describe('plain text and PDF', () => {
  it('guesses headings in plain text', () => {
    const document = extractPlainText('Opening hours\n\nWe open at 9 am.\n\nParking\n\nFree for two hours.', 'Notes');
    const sections = splitSections(document, { sourceName: 'Notes', publicUrl: '' });
    expect(sections.map((section) => [section.heading, section.body])).toEqual([
      ['Opening hours', 'We open at 9 am.'],
      ['Parking', 'Free for two hours.'],
    ]);
  });

  it('extracts PDF text page by page, citing #page=N', async () => {
    const pdf = minimalPdf([['Warranty terms.', 'Every product has a two year warranty.'], ['Returns are accepted within 30 days.']], 'Policies');
    const document = await extractPdf(pdf, 'policies');
    expect(document.title).toBe('Policies');
    const sections = splitSections(document, { sourceName: document.title, publicUrl: 'https://acme.example/policies.pdf' });
    expect(sections).toHaveLength(2);
    expect(sections[0].body).toContain('two year warranty');
    expect(sections[1]).toMatchObject({ name: 'Policies — Page 2', url: 'https://acme.example/policies.pdf#page=2' });
    expect(sections[1].body).toContain('within 30 days');
  });
});
