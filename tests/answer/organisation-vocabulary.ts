// The demo organisations' own words: in one demo organisation's content (content/*.md) and in no
// other organisation's (the other demo's, or a corpus folder under tests/fixtures/corpora), plus
// every organisation's name. An engine that holds one of them was fitted to that organisation.
// The corpora only rule words out: a documentation site of a hundred pages uses most everyday
// English ("question", "message") that no other organisation here happens to, and the engine's
// own replies and prompts may use those. Each corpus added rules out more everyday words.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVAL_SETS } from '../eval/eval-sets.ts';

/** Words this short are units and abbreviations (am, kg, nz) more than anyone's vocabulary. */
const MIN_WORD_LENGTH = 3;
/** Files in a corpus folder that are about the corpus, not its content. */
const NOT_CONTENT = /^(LICENSE|ATTRIBUTION|README)\b/i;

export function wordsOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => word.length >= MIN_WORD_LENGTH));
}

function folderText(folder: string): string {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(md|mdx|markdown)$/i.test(entry.name) && !NOT_CONTENT.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

export interface OrganisationContent {
  /** The content file or corpus folder. */
  name: string;
  words: Set<string>;
}

export function organisationContents(root: string): OrganisationContent[] {
  const contentDir = join(root, 'content');
  const corporaDir = join(root, 'tests', 'fixtures', 'corpora');
  return [
    ...readdirSync(contentDir)
      .filter((file) => file.endsWith('.md'))
      .map((file) => ({ name: `content/${file}`, words: wordsOf(readFileSync(join(contentDir, file), 'utf8')) })),
    ...readdirSync(corporaDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({ name: `tests/fixtures/corpora/${entry.name}`, words: wordsOf(folderText(join(corporaDir, entry.name))) })),
  ];
}

/** Organisation names: each demo content file's title (its first heading) and each evaluation set's organisation. */
export function organisationNames(root: string): string[] {
  const contentDir = join(root, 'content');
  const titles = readdirSync(contentDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => /^#\s+(.+)$/m.exec(readFileSync(join(contentDir, file), 'utf8'))?.[1] ?? '');
  return [...new Set([...titles, ...EVAL_SETS.map((set) => set.organisationName)])].filter(Boolean);
}

/** Each demo organisation's own word (and each organisation name's word) with where it comes from. */
export function organisationVocabulary(root: string): Map<string, string> {
  const contents = organisationContents(root);
  const vocabulary = new Map<string, string>();
  for (const content of contents.filter((candidate) => candidate.name.startsWith('content/'))) {
    for (const word of content.words) {
      if (!contents.some((other) => other !== content && other.words.has(word))) vocabulary.set(word, content.name);
    }
  }
  for (const name of organisationNames(root)) for (const word of wordsOf(name)) vocabulary.set(word, `the name "${name}"`);
  return vocabulary;
}
