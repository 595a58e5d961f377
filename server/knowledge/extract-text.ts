// Plain text and question-and-answer pairs to blocks. Plain text has no markup, so a heading is
// guessed the way a reader would: a short line on its own, without closing punctuation.
import { tidyText, type DocumentBlock, type ExtractedDocument } from './document.ts';

function looksLikeHeading(paragraph: string): boolean {
  return !paragraph.includes('\n') && paragraph.length <= 80 && !/[.!?,;:]$/.test(paragraph.trim()) && /\p{L}/u.test(paragraph);
}

export function extractPlainText(text: string, title: string): ExtractedDocument {
  const paragraphs = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  const blocks: DocumentBlock[] = [];
  paragraphs.forEach((paragraph, index) => {
    const lines = paragraph.split('\n');
    if (lines.every((line) => /^\s*([-*•]|\d+[.)])\s+/.test(line))) {
      blocks.push({ kind: 'list', items: lines.map((line) => tidyText(line.replace(/^\s*([-*•]|\d+[.)])\s+/, ''))) });
    } else if (looksLikeHeading(paragraph) && index < paragraphs.length - 1) {
      blocks.push({ kind: 'heading', depth: 2, text: tidyText(paragraph) });
    } else {
      blocks.push({ kind: 'paragraph', text: tidyText(paragraph) });
    }
  });
  return { title, blocks };
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

/** Each pair becomes its own section, headed by the question. */
export function extractQuestionAnswers(pairs: QuestionAnswer[], title: string): ExtractedDocument {
  const blocks: DocumentBlock[] = [];
  for (const pair of pairs) {
    const question = tidyText(pair.question);
    const answer = pair.answer.trim();
    if (!question || !answer) continue;
    blocks.push({ kind: 'heading', depth: 2, text: question });
    for (const paragraph of answer.split(/\n\s*\n/)) blocks.push({ kind: 'paragraph', text: tidyText(paragraph) });
  }
  return { title, blocks };
}
