// How one reply is scored against its case: the facts it must contain and the section it must cite,
// the plain "couldn't find" reply for out-of-scope questions, the fixed replies for intents.
import type { Message } from '../../src/contract/contract.ts';
import type { EvalCase } from './eval-types.ts';

export const NO_ANSWER_MARKER = "couldn't find an answer";
const HUMAN_MARKER = 'Leave contact details for a real human';

/** The section part of a citation or section name ("Queenstown Adventures — Pricing" → "Pricing"). */
export function sectionOfName(name: string): string {
  return name.split(' — ').slice(1).join(' — ');
}

/** The case's expected sections (any one will do). */
export function expectedSections(evalCase: EvalCase): string[] {
  return evalCase.section === undefined ? [] : [evalCase.section].flat();
}

export function judge(evalCase: EvalCase, reply: Pick<Message, 'message' | 'citations'>): { passed: boolean; reason?: string } {
  const text = reply.message;
  const sections = reply.citations.map((citation) => sectionOfName(citation.name));
  switch (evalCase.kind) {
    case 'answer': {
      const missing = (evalCase.facts ?? []).filter((fact) => !text.toLowerCase().includes(fact.toLowerCase()));
      if (missing.length) return { passed: false, reason: `missing ${missing.join(', ')}` };
      const expected = expectedSections(evalCase);
      if (expected.length && !expected.some((section) => sections.includes(section))) return { passed: false, reason: `not cited: ${expected.join(' or ')}` };
      return { passed: true };
    }
    case 'refusal':
      return reply.citations.length === 0 && text.includes(NO_ANSWER_MARKER) ? { passed: true } : { passed: false, reason: 'answered out of scope' };
    case 'human':
      return text.includes(HUMAN_MARKER) ? { passed: true } : { passed: false, reason: 'no way to a human' };
    default:
      return reply.citations.length === 0 && !text.includes(NO_ANSWER_MARKER) ? { passed: true } : { passed: false, reason: 'not a friendly reply' };
  }
}
