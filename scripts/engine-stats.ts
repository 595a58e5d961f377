// `npm run engine-stats`: how much hand-written knowledge the answer engine holds — regexes, word
// lists (and the words in them) and tuned numeric constants — per file and in total. Issue 11's
// target is that these go down. The files counted are listed; see scripts/engine-source.ts for why.
import { fileURLToPath } from 'node:url';
import { countRulesInFile, engineFiles, type RuleCounts } from './engine-source.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const columns: [keyof RuleCounts, string][] = [
  ['regexes', 'regexes'],
  ['wordLists', 'word lists'],
  ['listedWords', 'listed words'],
  ['tunedConstants', 'tuned constants'],
];

const files = engineFiles(root);
const width = Math.max(...files.map((file) => file.length), 'total'.length);
const total: RuleCounts = { regexes: 0, wordLists: 0, listedWords: 0, tunedConstants: 0 };
const row = (name: string, counts: RuleCounts) => `${name.padEnd(width)}  ${columns.map(([key, label]) => String(counts[key]).padStart(label.length)).join('  ')}`;

console.log(`${''.padEnd(width)}  ${columns.map(([, label]) => label).join('  ')}`);
for (const file of files) {
  const counts = countRulesInFile(root, file);
  for (const [key] of columns) total[key] += counts[key];
  console.log(row(file, counts));
}
console.log(row('total', total));
console.log(`\n${files.length} files: server/answer/ and server/knowledge/ without the LLM settings parser and ingestion (crawl, fetch-safe, extract-*, ingest*, split-sections, document, index).`);
