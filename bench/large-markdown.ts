// A large Markdown manual for the ingestion bench and test: the demo content repeated under
// numbered parts, each with a paragraph of its own words, so sections and words differ (as in a
// real manual) instead of one page hashed into the same rows again and again.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEMO_PAGE = readFileSync(fileURLToPath(new URL('../content/queenstown-adventures.md', import.meta.url)), 'utf8').replace(/^#+ /gm, '### ');

export function largeMarkdown(bytes: number): string {
  const parts = ['# Operations manual\n'];
  let length = parts[0].length;
  for (let part = 0; length < bytes; part += 1) {
    const own = `Part ${part} covers procedure ${part.toString(36)}, checklist ${(part * 7919).toString(36)} and form ${(part * 104_729).toString(36)}.`;
    const text = `\n## Part ${part}\n\n${own}\n\n${DEMO_PAGE}`;
    parts.push(text);
    length += text.length;
  }
  return parts.join('');
}
