// What an answer looks like, read from the question: it reorders quotes, so each shape must catch
// its answers and leave other text alone.
import { describe, expect, it } from 'vitest';
import { answerShape, hasShape } from '../../server/answer/extractive/answer-shape.ts';
import type { QuoteUnit } from '../../server/answer/extractive/units.ts';

const sentence = (text: string): QuoteUnit => ({ kind: 'sentence', text, group: 1, subheading: '' });

describe('answer shapes', () => {
  it('reads a length, an age, a weight, a duration, a price and a time from the question', () => {
    const cases: [question: string, answers: string, other: string][] = [
      ['How high is the jump platform?', 'You walk out onto the platform, 43 metres above the river.', 'We added high-definition video filmed from the platform.'],
      ['how old do kids have to be to jump?', 'The minimum age is 10 years.', 'My son talked me into it.'],
      ['Is there a weight limit?', 'Jumpers must weigh between 35 kg and 235 kg.', 'We weigh every guest at check-in.'],
      ['How long does the bungy take?', 'Allow about 2 hours from check-in.', 'The drive through the gorge is beautiful.'],
      ['How much is a tandem jump?', 'A tandem jump is $420 for two.', 'Tandem jumps are popular with couples.'],
      ['What time does the shuttle leave?', 'Shuttles leave every 30 minutes from 8:30 am.', 'The shuttle leaves from our office.'],
    ];
    for (const [question, answers, other] of cases) {
      const shape = answerShape(question);
      expect(shape, question).toBeDefined();
      expect(hasShape(shape, sentence(answers)), answers).toBe(true);
      expect(hasShape(shape, sentence(other)), other).toBe(false);
    }
  });

  it('has no shape for questions that do not ask for one', () => {
    for (const question of ['Where are you located?', 'Can two people jump together?', 'Do I get wet?']) expect(answerShape(question), question).toBeUndefined();
    expect(hasShape(undefined, sentence('43 metres'))).toBe(false);
  });

  it('reads a table row under its headers, so a price column names the currency', () => {
    const row: QuoteUnit = { kind: 'row', text: '| Jump with T-shirt | 229.99 | A jump and a T-shirt |', group: 1, subheading: '', header: ['Package', 'Price (NZD)', 'What is included'] };
    expect(hasShape(answerShape('What does the jump with a T-shirt cost?'), row)).toBe(true);
    expect(hasShape(answerShape('How high is it?'), row)).toBe(false);
  });
});
