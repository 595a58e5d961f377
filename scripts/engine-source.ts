// What the answer engine's source holds in hand-written knowledge, read with the TypeScript compiler
// API (so comments never count): regexes, word lists, tuned numeric constants, and the text of its
// string and regex literals. Used by `npm run engine-stats` and by the test that keeps organisations'
// words out of the engine (tests/answer/engine-vocabulary.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** The engine is server/answer/ and the query side of server/knowledge/ (analysis, retrieval, quoting). */
export const ENGINE_DIRS = ['server/answer', 'server/knowledge'];

/**
 * Files that are not the engine: the LLM settings parser, and ingestion (fetching, parsing pages into
 * sections, saving them). Matched by name, so a new query or answer file counts without a change here.
 */
const NOT_ENGINE = [
  /^server\/answer\/config\.ts$/,
  /^server\/knowledge\/(crawl|document|fetch-safe|index|split-sections)\.ts$/,
  /^server\/knowledge\/(extract|ingest)-?[^/]*\.ts$/,
];

/** The engine's .ts files, relative to `root` with forward slashes, sorted. */
export function engineFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.push(path);
    }
  };
  for (const dir of ENGINE_DIRS) walk(dir);
  return files
    .map((file) => relative(root, join(root, file)).split(sep).join('/'))
    .filter((file) => !NOT_ENGINE.some((pattern) => pattern.test(file)))
    .sort();
}

export interface RuleCounts {
  /** Regex literals and `new RegExp(…)` / `RegExp(…)` calls. */
  regexes: number;
  /** Array literals or Set/Map constructions holding ≥ 4 string literals (nested arrays count with their outermost list), and string literals `.split(' ')` into lists. */
  wordLists: number;
  /** The string literals in those lists. */
  listedWords: number;
  /** Top-level `const NAME = <number>` other than 0 and 1. */
  tunedConstants: number;
}

const MIN_LIST_STRINGS = 4;

function isStringLiteral(node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
}

/** Up to this many words, a string literal is a listed word or phrase; longer ones are sentences (prompts, replies). */
const MAX_LISTED_WORDS = 3;

/** The string literals within a node that are words or short phrases. */
function stringsWithin(node: ts.Node): number {
  if (isStringLiteral(node)) return node.text.trim().split(/\s+/).length <= MAX_LISTED_WORDS ? 1 : 0;
  let count = 0;
  node.forEachChild((child) => {
    count += stringsWithin(child);
  });
  return count;
}

/** The text of a string literal, or of literals joined with + (in parentheses or not). */
function constantText(node: ts.Expression): string | undefined {
  if (isStringLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return constantText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = constantText(node.left);
    const right = constantText(node.right);
    return left === undefined || right === undefined ? undefined : left + right;
  }
  return undefined;
}

/** A whitespace split of constant text: `'a b c d'.split(' ')` or `.split(/\s+/)`; the number of words. */
function splitWords(node: ts.CallExpression): number | undefined {
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'split') return undefined;
  const text = constantText(callee.expression);
  const [separator] = node.arguments;
  const splitsOnSpace = separator && ((isStringLiteral(separator) && separator.text.trim() === '') || (ts.isRegularExpressionLiteral(separator) && /^\/\\s\+?\//.test(separator.text)));
  return text !== undefined && splitsOnSpace ? text.split(/\s+/).filter(Boolean).length : undefined;
}

/** A constant's value when it is a number written out (60_000, -3, 1024 * 1024, 0.6). */
function numericValue(node: ts.Expression): number | undefined {
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isParenthesizedExpression(node)) return numericValue(node.expression);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    const value = numericValue(node.operand);
    return value === undefined ? undefined : -value;
  }
  if (ts.isBinaryExpression(node)) {
    const left = numericValue(node.left);
    const right = numericValue(node.right);
    if (left === undefined || right === undefined) return undefined;
    switch (node.operatorToken.kind) {
      case ts.SyntaxKind.AsteriskToken: return left * right;
      case ts.SyntaxKind.SlashToken: return left / right;
      case ts.SyntaxKind.PlusToken: return left + right;
      case ts.SyntaxKind.MinusToken: return left - right;
      default: return undefined;
    }
  }
  return undefined;
}

/**
 * The words an object literal lists as its keys when every value is a string or a number (or such
 * an object in turn): a table of words ({ kg: 1, lb: 0.4536 }, { m: 'am', re: 'are' }) is a word
 * list however it is written. Undefined for any other object.
 */
function wordKeys(node: ts.ObjectLiteralExpression): number | undefined {
  let count = 0;
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || isStringLiteral(property.name))) return undefined;
    const value = property.initializer;
    if (ts.isObjectLiteralExpression(value)) {
      const inner = wordKeys(value);
      if (inner === undefined) return undefined;
      count += inner;
    } else if (isStringLiteral(value) || numericValue(value) !== undefined) count += 1;
    else return undefined;
  }
  return count;
}

const isRegExpConstructor = (node: ts.CallExpression | ts.NewExpression) => ts.isIdentifier(node.expression) && node.expression.text === 'RegExp';
const isCollection = (node: ts.NewExpression) => ts.isIdentifier(node.expression) && ['Set', 'Map'].includes(node.expression.text);

export function countRules(fileName: string, text: string): RuleCounts {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const counts: RuleCounts = { regexes: 0, wordLists: 0, listedWords: 0, tunedConstants: 0 };
  const list = (words: number) => {
    counts.wordLists += 1;
    counts.listedWords += words;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) counts.regexes += 1;
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && isRegExpConstructor(node)) counts.regexes += 1;
    if (ts.isCallExpression(node)) {
      const words = splitWords(node);
      if (words !== undefined && words >= MIN_LIST_STRINGS) list(words);
    }
    if (ts.isObjectLiteralExpression(node)) {
      const words = wordKeys(node);
      if (words !== undefined && words >= MIN_LIST_STRINGS) {
        list(words);
        return;
      }
    }
    // A list is counted once, at its outermost array or Set/Map; the arrays inside it are its parts.
    if ((ts.isArrayLiteralExpression(node) || (ts.isNewExpression(node) && isCollection(node))) && stringsWithin(node) >= MIN_LIST_STRINGS) {
      list(stringsWithin(node));
      node.forEachChild(function regexesOnly(child: ts.Node) {
        if (ts.isRegularExpressionLiteral(child)) counts.regexes += 1;
        else if ((ts.isNewExpression(child) || ts.isCallExpression(child)) && isRegExpConstructor(child)) {
          counts.regexes += 1;
          child.forEachChild(regexesOnly);
        } else child.forEachChild(regexesOnly);
      });
      return;
    }
    node.forEachChild(visit);
  };
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const) {
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer && numericValue(declaration.initializer);
        if (value !== undefined && value !== 0 && value !== 1) counts.tunedConstants += 1;
      }
    }
    visit(statement);
  }
  return counts;
}

export function countRulesInFile(root: string, file: string): RuleCounts {
  return countRules(file, readFileSync(join(root, file), 'utf8'));
}

/**
 * The text of every string literal, template literal part and regex literal in the file: where an
 * organisation's word would sit. Module paths, types and `sql` templates (SQL, not words) are left out.
 */
export function literalTexts(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    // Types (Pick<QueryTerm, 'weight'>) name properties, not words the engine looks for.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') return;
    if (isStringLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) texts.push(node.text);
    // Regex escapes (\b, \s, \d…) are not letters of a word.
    else if (ts.isRegularExpressionLiteral(node)) texts.push(node.text.replace(/\\[a-zA-Z]/g, ' '));
    node.forEachChild(visit);
  };
  visit(source);
  return texts;
}
