// One reading of a question for every stage: topic words with their lemmas, the numbers a visitor
// gives with what they measure, the shape of the answer asked for, and the visitor's situation.
import { describe, expect, it } from 'vitest';
import { analyseQuestionText } from '../../server/knowledge/question/analysis.ts';
import { readText } from '../../server/knowledge/question/nlp.ts';
import { calendarNameFor } from '../../server/knowledge/question/calendar-names.ts';
import { rangesIn } from '../../server/knowledge/question/quantities.ts';

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

  it("reads a measure's adjective as standing for its noun: \"152cm tall\" is about height", () => {
    const analysis = analyseQuestionText('im only 152cm tall, is that ok for the ebikes?');
    expect(analysis.answerKind).toBe('length');
    expect(analysis.words.find((word) => word.word === 'tall')?.measures).toBe('height');
    expect(analysis.words.find((word) => word.word === 'ebikes')?.measures).toBeUndefined();
    // Said with the adjective, height is not added again as a word the question implies.
    expect(wordsOf('I am 6′7″ tall')).toEqual(['tall']);
  });

  it('reads feet and inches written with primes as a length, which a visitor means as their height', () => {
    const analysis = analyseQuestionText('I\'m 6\'7", will any of your bikes fit me?');
    // One height, in centimetres (the length's base unit): the content's "up to 205 cm" compares with it.
    expect(analysis.quantities).toEqual([expect.objectContaining({ value: expect.closeTo(200.66, 2), dimension: 'length' })]);
    expect(analysis.answerKind).toBe('length');
    expect(wordsOf('I\'m 6\'7", will any of your bikes fit me?')).toContain('height');
  });

  it('reads kilometres and miles as how far, never as how tall', () => {
    const far = analyseQuestionText("battery's dead and we're about 10km out of town, can you help?");
    expect(far.quantities[0]).toMatchObject({ value: 1_000_000, dimension: 'length', unit: 'km' });
    expect(wordsOf("battery's dead and we're about 10km out of town, can you help?")).toContain('distance');
    expect(wordsOf("battery's dead and we're about 10km out of town, can you help?")).not.toContain('height');
    expect(wordsOf('we are 3 miles away, can you deliver?')).not.toContain('height');
  });

  it('keeps digits and letters written together as one word, and reads a glued unit', () => {
    expect(wordsOf('I lost my 2FA recovery codes')).toContain('2fa');
    const tall = analyseQuestionText('im only 152cm tall, is that ok?');
    expect(tall.quantities).toEqual([expect.objectContaining({ value: 152, dimension: 'length' })]);
    expect(tall.words.map((word) => word.word)).not.toContain('im');
    expect(analyseQuestionText('open at 9am?').quantities).toEqual([expect.objectContaining({ value: 9, dimension: 'time' })]);
  });

  it('reads an age written with its number ("my 8yo") as an age, not as a word', () => {
    const analysis = analyseQuestionText('my 8yo wants to play netball, how much is it?');
    expect(analysis.quantities).toEqual([expect.objectContaining({ value: 8, dimension: 'age' })]);
    expect(analysis.words.map((word) => word.word)).not.toContain('8yo');
  });

  it('marks the words of an adverb written as several words ("a bit", "bit by bit", "at home")', () => {
    const inPhrase = (question: string, word: string) => analyseQuestionText(question).words.find((entry) => entry.word === word)?.inAdverbPhrase ?? false;
    expect(inPhrase("money's a bit tight, can I pay later?", 'bit')).toBe(true);
    expect(inPhrase('can I pay it off bit by bit?', 'bit')).toBe(true);
    expect(inPhrase('does a doctor see people at home?', 'home')).toBe(true);
    expect(inPhrase('which drill bit do I need?', 'bit')).toBe(false);
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
  it('reads a statement clause before a question clause as the situation, as it reads a sentence', () => {
    const analysis = analyseQuestionText('never been on a bike in NZ, what is an easy ride for beginners?');
    const situation = (word: string) => analysis.words.find((entry) => entry.word === word)?.situation;
    expect(situation('bike')).toBe(true);
    expect(situation('ride')).toBeUndefined();
    expect(situation('beginners')).toBeUndefined();
    // "is" typed as it is is the verb, not "i is" (a contraction without its apostrophe).
    expect(analysis.tokens.map((token) => token.lower)).not.toContain('i');
  });

  it('reads what the visitor told as the topic when the question only points back at it', () => {
    const analysis = analyseQuestionText('the dashboard is still empty, just a blinking green dot. is that normal?');
    expect(analysis.words.some((word) => word.situation)).toBe(false);
    expect(analyseQuestionText('the dashboard is still empty. how do I check the script?').words.find((word) => word.word === 'dashboard')?.situation).toBe(true);
  });
  it('reads several things asked in one message as parts, each told with what it refers to', () => {
    expect(analyseQuestionText('do we have to wear helmets? do they cost extra?').parts).toEqual(['do we have to wear helmets?', 'helmets. do they cost extra?']);
    expect(analyseQuestionText('do you take amex, and is there a fee?').parts).toEqual(['do you take amex', 'amex. is there a fee?']);
    expect(analyseQuestionText('my son is 8. can he jump? how much is it?').parts).toEqual(['my son is 8. can he jump?', 'my son is 8. how much is it?']);
    // One thing asked, however long: no parts.
    expect(analyseQuestionText('never been on a bike in NZ, what is an easy ride for beginners?').parts).toEqual([]);
  });
});

describe('ranges a line states', () => {
  const rangesOf = (text: string) => rangesIn(readText(text).tokens);

  it('gives both ends the unit written once, after them or before them', () => {
    expect(rangesOf('Between 24 and 48 hours before: 50% refund')).toEqual([{ low: 24, high: 48, dimension: 'duration' }]);
    expect(rangesOf('Riders aged 14 to 17 must ride with a parent')).toEqual([{ low: 14, high: 17, dimension: 'age' }]);
    expect(rangesOf('Children 5–12 years pay 20 NZD')).toEqual([{ low: 5, high: 12, dimension: 'age' }]);
    expect(rangesOf('Kids bikes for ages 6-10')).toEqual([{ low: 6, high: 10, dimension: 'age' }]);
    // Under an age word (a table's "Age group" header read before its cell), a range of counts is of ages.
    expect(rangesOf('Age group 18 to 24 | Practice nurse 25')).toEqual([{ low: 18, high: 24, dimension: 'age' }]);
  });

  it('reads "Year 7" as a school year and "year 2027" as a date, never as an age; "aged 7" and "turns 14" as ages', () => {
    // A count numbered by its noun: "Year 7" is in "Years 7–8", whatever the capital or the plural.
    expect(analyseQuestionText("my son's in year 7, how much is camp?").quantities).toEqual([expect.objectContaining({ value: 7, dimension: 'count', label: 'year' })]);
    expect(analyseQuestionText('can he start in year 2027?').quantities).toEqual([expect.objectContaining({ value: 2027, dimension: 'count' })]);
    expect(rangesOf('| Year 5–6 camp | Years 5–6 | $185 |')).toEqual([
      { low: 5, high: 6, dimension: 'count', label: 'year' },
      { low: 5, high: 6, dimension: 'count', label: 'year' },
    ]);
    expect(rangesOf('Coding club for Years 5 to 8')).toEqual([{ low: 5, high: 8, dimension: 'count', label: 'year' }]);
    // Counts with no noun before them state no range of anything.
    expect(rangesOf('Stays of 5 to 8 nights')).toEqual([]);
    // An age is still an age when its word comes before it.
    expect(analyseQuestionText('is it ok for kids aged 7?').quantities).toEqual([expect.objectContaining({ value: 7, dimension: 'age' })]);
    expect(analyseQuestionText('Parents see the records until the child turns 14.').quantities).toEqual([expect.objectContaining({ value: 14, dimension: 'age' })]);
  });

  it('reads each measure in its base unit, so that ranges and a visitor in other units compare', () => {
    const quantities = (text: string) => analyseQuestionText(text).quantities.map(({ value, dimension }) => ({ value: Math.round(value * 10) / 10, dimension }));
    expect(quantities('I am 6 foot 7, will a bike fit me?')).toEqual([{ value: 200.7, dimension: 'length' }]);
    expect(quantities('im 5ft 2 will a bike fit')).toEqual([{ value: 157.5, dimension: 'length' }]);
    expect(quantities('my son is 1.1 m tall')).toEqual([{ value: 110, dimension: 'length' }]);
    expect(quantities('I weigh 200 lb')).toEqual([{ value: 90.7, dimension: 'weight' }]);
    expect(quantities('can we keep them for 2 days?')).toEqual([{ value: 48, dimension: 'duration' }]);
    // A range's end written without its unit takes the other end's.
    expect(rangesOf('Hire for 2 to 5 days')).toEqual([{ low: 48, high: 120, dimension: 'duration' }]);
    // Both ends in one token, the unit after it in the plural.
    expect(rangesOf('Hire for 2-5 days')).toEqual([{ low: 48, high: 120, dimension: 'duration' }]);
    expect(rangesOf('Frames for riders 150–205 cm tall')).toEqual([{ low: 150, high: 205, dimension: 'length' }]);
    expect(rangesOf('Trailers for dogs of 0.5 to 25 kg')).toEqual([{ low: 0.5, high: 25, dimension: 'weight' }]);
  });

  it('reads a weekday or month as visitors shorten it, and nothing shorter than three letters', () => {
    expect(['mon', 'tues', 'thurs', 'sept', 'jun'].map(calendarNameFor)).toEqual(['monday', 'tuesday', 'thursday', 'september', 'june']);
    // Too short to say which, or a name already written out.
    expect(['ma', 'ju', 'monday'].map(calendarNameFor)).toEqual([undefined, undefined, undefined]);
  });

  it('reads no range from counts, from numbers that go down, or from one number', () => {
    expect(rangesOf('We have 12 to 20 bikes')).toEqual([]);
    expect(rangesOf('Between 48 and 24 hours')).toEqual([]);
    expect(rangesOf('The minimum age is 10 years')).toEqual([]);
  });
});
