// One reading of a question for every stage: topic words with their lemmas, the numbers a visitor
// gives with what they measure, the shape of the answer asked for, and the visitor's situation.
import { describe, expect, it } from 'vitest';
import { analyseQuestionText } from '../../server/knowledge/question/analysis.ts';

const wordsOf = (question: string) => analyseQuestionText(question).words.map((word) => word.word);

describe('question analysis', () => {
  it('reads a number the visitor gives as their situation, asking for the content’s limit', () => {
    const analysis = analyseQuestionText('Can kids jump? my son is 8');
    expect(analysis.quantities).toContainEqual(expect.objectContaining({ value: 8, dimension: 'age' }));
    expect(analysis.answerKind).toBe('age');
    expect(analysis.asksLimit).toBe(true);
    // The number is not a word to find; "age" is meant though not written; "son" is the situation.
    expect(wordsOf('Can kids jump? my son is 8')).toEqual(['kids', 'jump', 'son', 'age']);
    expect(analysis.words.find((word) => word.word === 'age')?.implied).toBe(true);
    expect(analysis.words.find((word) => word.word === 'son')?.situation).toBe(true);
    expect(analysis.words.find((word) => word.word === 'jump')?.situation).toBeUndefined();
  });

  it('keeps a number and its unit out of the words, in one sentence that is the question', () => {
    const analysis = analyseQuestionText('I weigh 240 kg, can I still jump?');
    expect(analysis.quantities).toEqual([expect.objectContaining({ value: 240, dimension: 'weight' })]);
    expect(analysis.answerKind).toBe('weight');
    expect(wordsOf('I weigh 240 kg, can I still jump?')).toEqual(['weigh', 'jump', 'weight']);
    expect(analysis.words.some((word) => word.situation)).toBe(false);
  });

  it('reads the measure a "how" question asks for, and the noun it means', () => {
    expect(analyseQuestionText('how much is a jump').answerKind).toBe('money');
    expect(wordsOf('how much is a jump')).toEqual(['jump', 'price']);
    expect(analyseQuestionText('How high is the platform?').answerKind).toBe('length');
    expect(analyseQuestionText('How long does it take?').answerKind).toBe('duration');
    expect(analyseQuestionText('What time do you open?').answerKind).toBe('time');
    expect(analyseQuestionText('How do I create a shared link?').answerKind).toBe('steps');
    expect(analyseQuestionText('Do I get wet?').answerKind).toBeUndefined();
  });

  it('keeps digits and letters written together as one word, and reads a glued unit', () => {
    expect(wordsOf('I lost my 2FA recovery codes')).toContain('2fa');
    const tall = analyseQuestionText('im only 152cm tall, is that ok?');
    expect(tall.quantities).toEqual([expect.objectContaining({ value: 152, dimension: 'length' })]);
    expect(tall.words.map((word) => word.word)).not.toContain('im');
    expect(analyseQuestionText('open at 9am?').quantities).toEqual([expect.objectContaining({ value: 9, dimension: 'time' })]);
  });

  it('tells a name written with a capital inside a sentence, not the capital that starts one', () => {
    const names = (question: string) => analyseQuestionText(question).words.filter((word) => word.name).map((word) => word.word);
    expect(names('How do I cancel my Spotify Premium subscription?')).toEqual(['spotify', 'premium']);
    expect(names('Skyline. How do I cancel?')).toEqual([]);
    expect(names("Can I do it if I'm pregnant?")).toEqual([]);
  });

  it('gives "Where are you?" its topic, which is all stop words', () => {
    expect(analyseQuestionText('Where are you?').words).toEqual([expect.objectContaining({ word: 'location', implied: true })]);
  });
});
