// What kind of text answers a question. "How high is the platform?" is answered by a length,
// "how old…" by an age, "how much…" by a price: among quotes that share the question's words about
// equally, the one with that shape is the answer ("43 metres above the river", not a sentence about
// "high-definition video" that happens to say "platform" too). A shape only reorders quotes that
// already match the question; it never makes an unrelated sentence with a number an answer.

import { tableCells, type QuoteUnit } from './units.ts';

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;

export interface AnswerShape {
  /** What a quote that answers the question contains. */
  answer: RegExp;
  /** The answer is a procedure: a step that matches brings the rest of its list (selectQuotes). */
  steps?: boolean;
}

const SHAPES: (AnswerShape & { asks: RegExp })[] = [
  { asks: /\bhow (?:high|tall|deep|far|wide)\b|\bheight\b/, answer: new RegExp(`${NUMBER}\\s?(?:m|metres?|meters?|km|kilometres?|kilometers?|feet|ft|cm)\\b`) },
  { asks: /\bhow (?:old|young)\b|\bwhat age\b|\bage (?:limit|requirement|restriction)/, answer: /\bage\b|\baged\b|\b\d+\s?(?:years?|yrs)\b/ },
  { asks: /\bhow heavy\b|\bweigh\b|\bweight (?:limit|requirement|restriction)/, answer: new RegExp(`${NUMBER}\\s?(?:kg|kilos?|kilograms?|lbs?|pounds)\\b`) },
  { asks: /\bhow long\b(?! (?:is|are) (?:the|your) (?:cord|rope|bridge|river))/, answer: new RegExp(`${NUMBER}\\s?(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?)\\b`) },
  {
    asks: /\bhow much\b(?! (?:time|longer))|\b(?:cost|costs|price|prices|fee|fees)\b/,
    // A table row is read as "Price (NZD) 229.99": the currency may be in its column's header.
    answer: new RegExp(`[$€£]\\s?${NUMBER}|${NUMBER}\\s?(?:nzd|usd|aud|eur|gbp|dollars)\\b|\\((?:nzd|usd|aud|eur|gbp|[$€£])\\) ${NUMBER}`),
  },
  { asks: /\bwhat time\b|\bwhen (?:do|does|are|is)\b.*\b(?:open|close|closed|leave|start)\b/, answer: /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b/ },
  // "How do I …?" is answered by a step: a sentence that tells the visitor where to go or what to
  // press ("Go to the Visibility area…", "Click the Add button"), not one that says it can be done.
  {
    asks: /\bhow (?:do|can|could|should|would) (?:i|we|you|one)\b|\bhow to\b|\bsteps? to\b/,
    answer: /^(?:\d+[.)]\s*)?(?:go|open|navigate|choose|enter|scroll|type|fill|visit|head|drag|toggle|tick|paste|copy|install|download|upload)\b|\b(?:click|tap|press|select|go to|navigate to|sign in|log in)\b/,
    steps: true,
  },
];

/** What a quote that answers this question is likely to look like, if the question says. */
export function answerShape(question: string): AnswerShape | undefined {
  const asked = question.toLowerCase();
  const shape = SHAPES.find((candidate) => candidate.asks.test(asked));
  return shape && { answer: shape.answer, steps: shape.steps };
}

/** Whether a quote has the answer's shape; a table row is read cell by cell under its headers. */
export function hasShape(shape: AnswerShape | undefined, unit: QuoteUnit): boolean {
  if (!shape) return false;
  const cells = unit.kind === 'row' ? tableCells(unit.text) : [];
  const text = unit.kind === 'row' ? cells.map((cell, index) => `${unit.header?.[index] ?? ''} ${cell}`).join(' | ') : unit.text;
  return shape.answer.test(text.toLowerCase());
}
