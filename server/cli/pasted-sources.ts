// `korero source add <organisation> --text <file|-> --name <name>` and `--qa <file.json>`: pasted
// text and question-and-answer pairs, read from a file or standard input.
import { readFile } from 'node:fs/promises';
import { array, object, string, validate } from 'superstruct';
import { ingestQuestionAnswers, ingestText, type IngestResult } from '../knowledge/index.ts';
import type { Store } from '../store/db.ts';
import { cliStreams } from './streams.ts';

export interface PastedOptions {
  text?: string;
  qa?: string;
  name?: string;
  publicUrl?: string;
}

const QuestionAnswers = array(object({ question: string(), answer: string() }));

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of cliStreams().stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

async function readInput(path: string, option: string): Promise<string> {
  if (path === '-') return readStandardInput();
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(`${option} ${path}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder' : String(error)}`, { cause: error });
  }
}

function parsePairs(json: string, path: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new Error(`--qa ${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const [failure, pairs] = validate(parsed, QuestionAnswers);
  if (failure) {
    const where = failure.path.length ? ` at ${failure.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('')}` : '';
    throw new Error(`--qa ${path} must be a JSON array of {"question": "…", "answer": "…"}; problem${where}: ${failure.message}`);
  }
  const usable = pairs.filter((pair) => pair.question.trim() && pair.answer.trim());
  if (usable.length === 0) throw new Error(`--qa ${path} has no question with an answer`);
  return usable;
}

export async function addPastedSource(store: Store, organisationId: string, options: PastedOptions): Promise<IngestResult> {
  const name = options.name?.trim();
  if (!name) throw new Error('--name is required with --text and --qa: it names the source in citations');
  const publicUrl = options.publicUrl;
  if (options.qa !== undefined) {
    const pairs = parsePairs(await readInput(options.qa, '--qa'), options.qa);
    return ingestQuestionAnswers(store, { organisationId, name, pairs, publicUrl });
  }
  const text = await readInput(options.text ?? '-', '--text');
  if (!text.trim()) throw new Error(`--text ${options.text}: the text is empty`);
  return ingestText(store, { organisationId, name, text, publicUrl });
}
