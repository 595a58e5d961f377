// What an answer looks like, read from the question: it reorders quotes, so each shape must catch
// its answers and leave other text alone.
import { describe, expect, it } from 'vitest';
import { answerShape, hasShape } from '../../server/answer/extractive/answer-shape.ts';
import { limitQuote, selectQuotes, type ScoredUnit } from '../../server/answer/extractive/quote.ts';
import { renderQuotes } from '../../server/answer/extractive/render.ts';
import { bodyUnits, type QuoteUnit } from '../../server/answer/extractive/units.ts';
import { analyseQuestionText } from '../../server/knowledge/question/analysis.ts';
import type { RetrievedSection } from '../../server/knowledge/retrieve.ts';

const shapeOf = (question: string) => answerShape(analyseQuestionText(question));

const sentence = (text: string): QuoteUnit => ({ kind: 'sentence', text, group: 1, subheading: '' });

const docsSection = (body: string, heading = 'Section', id = body.slice(0, 12)): RetrievedSection => ({
  id,
  name: `Docs — ${heading}`,
  url: '/docs#section',
  heading,
  body,
  coverage: 1,
  score: 1,
});

/** Every unit of the section, scored by `scoreOf`; the other scores from `fields` (else 0). */
function scoreSection(section: RetrievedSection, scoreOf: (unit: QuoteUnit) => number, fields: (unit: QuoteUnit) => Partial<ScoredUnit> = () => ({})): ScoredUnit[] {
  return bodyUnits(section.body).map((unit, index) => ({
    unit,
    index,
    section,
    score: scoreOf(unit),
    own: scoreOf(unit),
    subheadingCoverage: 0,
    headingCoverage: 0,
    subheadingPrecision: 0,
    headingPrecision: 0,
    ...fields(unit),
  }));
}

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
      const shape = shapeOf(question);
      expect(shape, question).toBeDefined();
      expect(hasShape(shape, sentence(answers)), answers).toBe(true);
      expect(hasShape(shape, sentence(other)), other).toBe(false);
    }
  });

  it('has no shape for questions that do not ask for one', () => {
    for (const question of ['Where are you located?', 'Can two people jump together?', 'Do I get wet?']) expect(shapeOf(question), question).toBeUndefined();
    expect(hasShape(undefined, sentence('43 metres'))).toBe(false);
  });

  it('reads a table row under its headers, so a price column names the currency', () => {
    const row: QuoteUnit = { kind: 'row', text: '| Jump with T-shirt | 229.99 | A jump and a T-shirt |', group: 1, subheading: '', header: ['Package', 'Price (NZD)', 'What is included'] };
    expect(hasShape(shapeOf('What does the jump with a T-shirt cost?'), row)).toBe(true);
    expect(hasShape(shapeOf('How high is it?'), row)).toBe(false);
  });

  it('reads "how do I…" as asking for steps: a sentence that says where to go or what to press', () => {
    const shape = shapeOf('How do I create a shared link to my dashboard?');
    expect(shape?.steps).toBe(true);
    for (const step of ['Go to the Visibility area of your website settings.', 'In the Security section, click on the “Enable 2FA” button.', '2. Open the Goals page.']) {
      expect(hasShape(shape, sentence(step)), step).toBe(true);
    }
    for (const other of ['You need to create a shared link to embed your dashboard.', 'Create shared links to give read-only access.', 'The selection is saved.']) {
      expect(hasShape(shape, sentence(other)), other).toBe(false);
    }
    expect(shapeOf('How high is the platform?')?.steps).toBeUndefined();
  });

  it('quotes a procedure whole: a matching step brings the steps of its list, in order, and nothing else', () => {
    const body = [
      'Two-factor authentication protects your account.',
      '- Log in and choose Account Settings.\n- In the Security section, click on the Enable 2FA button.',
      '- Scan the QR code with your authenticator app.\n- Enter the verification code and click Verify.',
      'Recovery codes are shown once.',
    ].join('\n\n');
    const scored = scoreSection(
      docsSection(body, 'How to enable 2FA'),
      (unit) => (unit.text.includes('Enable 2FA button') ? 0.9 : 0.1),
      () => ({ headingCoverage: 0.5 }),
    );
    const steps = selectQuotes(scored, shapeOf('How can I enable two-factor authentication?'));
    expect(steps).toHaveLength(1);
    expect(steps[0].units.map((entry) => entry.unit.text)).toEqual([
      'Log in and choose Account Settings.',
      'In the Security section, click on the Enable 2FA button.',
      'Scan the QR code with your authenticator app.',
      'Enter the verification code and click Verify.',
    ]);
    // Asked something else, the step is quoted alone.
    expect(selectQuotes(scored, shapeOf('Is two-factor authentication available?'))[0].units.map((entry) => entry.unit.text)).toEqual([
      'In the Security section, click on the Enable 2FA button.',
    ]);
  });

  const scoredSection = (body: string, scoreOf: (unit: QuoteUnit) => number, headingCoverage = 0): ScoredUnit[] =>
    scoreSection(docsSection(body), scoreOf, (unit) => ({ subheadingCoverage: unit.subheading ? 0.6 : 0, headingCoverage, subheadingPrecision: 1 }));

  it('quotes the list a quoted sentence introduces with a colon, under its sub-heading once', () => {
    const body = [
      '### Bounce Rate',
      'Plausible marks a visit as a bounce unless the visitor does at least one of the following:',
      '- Views more than one page\n- Triggers a custom event',
      'Think of a bounce like a glance into a shop.',
    ].join('\n\n');
    const scored = scoredSection(body, (unit) => (unit.text.startsWith('Plausible marks') ? 0.9 : 0.05));
    const [quote] = selectQuotes(scored);
    expect(quote.units.map((entry) => entry.unit.text)).toEqual([
      'Plausible marks a visit as a bounce unless the visitor does at least one of the following:',
      'Views more than one page',
      'Triggers a custom event',
    ]);
    const text = renderQuotes([quote]);
    expect(text.match(/\*\*Bounce Rate\*\*/g)).toHaveLength(1);
    expect(text).toContain('- Views more than one page\n- Triggers a custom event');
  });

  it('goes on to the next sentence of the paragraph when that one has the shape asked for and the quote does not', () => {
    const opening = 'We are open every day of the year.';
    // A paragraph too long to be quoted whole (the next test).
    const rest = 'Every booking includes return transport from the town centre, the safety briefing and all equipment. '.repeat(5).trim();
    const onward = (body: string, question: string) => {
      const [quote] = selectQuotes(scoredSection(body, (unit) => (unit.text === opening ? 0.9 : 0)), shapeOf(question));
      return quote.units.map((entry) => entry.unit.text);
    };
    expect(onward(`${opening} Jumps run from 9 am to 5 pm. ${rest}`, 'What time do you open?')).toEqual([opening, 'Jumps run from 9 am to 5 pm.']);
    // Not into another paragraph, not without a shape asked for, not to a sentence without it.
    expect(onward(`${opening}\n\nJumps run from 9 am to 5 pm. ${rest}`, 'What time do you open?')).toEqual([opening]);
    expect(onward(`${opening} Jumps run from 9 am to 5 pm. ${rest}`, 'Are you open?')).toEqual([opening]);
    expect(onward(`${opening} The café is next to the shop. ${rest}`, 'What time do you open?')).toEqual([opening]);
  });

  it('quotes the best sentence with the rest of its paragraph when the paragraph is short, and alone when it is long', () => {
    const best = 'Kids Club closes at 6:00 pm.';
    const quoted = (body: string) => selectQuotes(scoredSection(body, (unit) => (unit.text === best ? 0.9 : 0)))[0].units.map((entry) => entry.unit.text);
    expect(quoted(`Please phone if you are late. ${best} A late fee of $1 per minute is charged.\n\nThe office is by the gate.`)).toEqual([
      'Please phone if you are late.',
      best,
      'A late fee of $1 per minute is charged.',
    ]);
    // A paragraph over 500 characters in all: the best sentence alone.
    expect(quoted(`${best} ${'A long sentence about nothing asked. '.repeat(14).trim()}`)).toEqual([best]);
  });

  it('quotes another section beside an answer of the shape asked for only when it has that shape too', () => {
    const hours = docsSection('The bell rings at 8:55 am.', 'School hours', 'hours');
    const scored = (other: string) => [
      ...scoreSection(hours, () => 0.9),
      ...scoreSection(docsSection(other, 'Starting school', 'start'), () => 0.88),
    ];
    const sections = (other: string) => selectQuotes(scored(other), shapeOf('What time does school start?')).map((quote) => quote.section.heading);
    expect(sections('Children start school on a set date.')).toEqual(['School hours']);
    expect(sections('Visits run from 9:00 am to 11:00 am.')).toEqual(['School hours', 'Starting school']);
  });

  it("adds a line for a term the quote lacks, not for one its heading already carries", () => {
    const body = '- Monday to Thursday: 7:30 am to 6:00 pm\n- Sunday and public holidays: closed';
    // Terms: 0 "open" (which the organisation's synonyms join to "closed"), 1 "thursdays".
    const lines = (headedTerms: Set<number>) =>
      selectQuotes(
        scoreSection(docsSection(body, 'Opening Hours'), (unit) => (unit.text.startsWith('Monday') ? 0.52 : 0.19), (unit) => ({
          carries: new Map(unit.text.startsWith('Monday') ? [[1, 0.41]] : [[0, 0.19]]),
          headedTerms,
        })),
      )[0].units.map((entry) => entry.unit.text);
    expect(lines(new Set([0]))).toEqual(['Monday to Thursday: 7:30 am to 6:00 pm']);
    expect(lines(new Set())).toEqual(['Monday to Thursday: 7:30 am to 6:00 pm', 'Sunday and public holidays: closed']);
  });

  it('answers with no line that shares only a synonym with what the visitor said; such a line may still join an answer', () => {
    const body = ['Complete the form online when you book.', 'Saturday: 9:00 am to 1:00 pm'].join('\n\n');
    const byText = (synonymOnly: number, own: number) => (unit: QuoteUnit) => (unit.text.startsWith('Complete') ? synonymOnly : own);
    const onlySynonym = (unit: QuoteUnit) => ({ carriesOwnWord: !unit.text.startsWith('Complete') });
    expect(selectQuotes(scoreSection(docsSection(body), byText(0.6, 0), onlySynonym))).toEqual([]);
    const [quote] = selectQuotes(scoreSection(docsSection(body), byText(0.6, 0.7), onlySynonym));
    expect(quote.units.map((entry) => entry.unit.text)).toEqual(['Complete the form online when you book.', 'Saturday: 9:00 am to 1:00 pm']);
  });

  it('answers with the best quote that carries enough of the question, even when a bonus ranks a weaker one higher', () => {
    const body = 'Now go into your account.\n\nSet up email reports to receive a weekly summary of your stats.';
    // The first sentence has the steps shape and a heading match, but only a fifth of the question.
    const scored = scoredSection(body, (unit) => (unit.text.startsWith('Set up') ? 0.55 : 0.2), 0.4);
    const quotes = selectQuotes(scored, shapeOf('How can I get a weekly summary of my stats?'));
    expect(quotes.flatMap((quote) => quote.units.map((entry) => entry.unit.text))).toContain('Set up email reports to receive a weekly summary of your stats.');
    // Nothing that carries half of the question, in a section that carries only part of it: no answer.
    const partly = scoredSection(body, () => 0.3, 0.4).map((entry) => ({ ...entry, section: { ...entry.section, coverage: 0.6 } }));
    expect(selectQuotes(partly, shapeOf('How can I get a weekly summary?'))).toEqual([]);
  });

  it('quotes beside the best line the lines of its section that carry what it leaves out of the question', () => {
    const body = 'We jump in most weather, including light rain.\n\nIf we cancel, you receive a full refund.\n\nThe viewing deck is free.';
    // "Do you offer refunds if it rains?": "rain" (term 0) weighs 0.6, "refund" (term 1) 0.4.
    const carries = (unit: QuoteUnit) => new Map(unit.text.includes('rain') ? [[0, 0.6]] : unit.text.includes('refund') ? [[1, 0.4]] : []);
    const scored = scoreSection(docsSection(body), (unit) => [...carries(unit).values()].reduce((sum, share) => sum + share, 0), (unit) => ({ carries: carries(unit) }));
    expect(selectQuotes(scored)[0].units.map((entry) => entry.unit.text)).toEqual([
      'We jump in most weather, including light rain.',
      'If we cancel, you receive a full refund.',
    ]);
  });

  it('says a line two pages repeat once, from the better-ranked page', () => {
    const trial = docsSection("Invite your team so colleagues can access the dashboard without sharing your login.\n\nSet up goals.", "What's next?", 'trial');
    const script = docsSection("Invite your team so colleagues can access the dashboard directly without sharing your login.\n\nRead the API docs.", "What's next?", 'script');
    const scored = [...scoreSection(trial, (unit) => (unit.text.startsWith('Invite') ? 0.9 : 0)), ...scoreSection(script, (unit) => (unit.text.startsWith('Invite') ? 0.88 : 0))];
    const quoted = selectQuotes(scored).flatMap((quote) => quote.units.map((entry) => `${entry.section.id}: ${entry.unit.text}`));
    expect(quoted).toEqual(['trial: Invite your team so colleagues can access the dashboard without sharing your login.']);
  });

  it("answers from a section that carries the whole question, though its words are spread over several lines", () => {
    const body = 'We accept Visa, Mastercard and American Express.\n\nCard payments carry a 2.5% surcharge.';
    // "do you take amex, and is there a fee?": each line has part of it, the section all of it.
    const scored = scoredSection(body, (unit) => (unit.text.startsWith('Card') ? 0.35 : 0.4));
    expect(selectQuotes(scored).flatMap((quote) => quote.units.map((entry) => entry.unit.text))).toContain('We accept Visa, Mastercard and American Express.');
    // Lines that carry less than a quarter of it are no answer, whatever the section.
    expect(selectQuotes(scoredSection(body, () => 0.2))).toEqual([]);
  });

  it('quotes the opening of a section headed by the question the visitor asked, not only the sentence with its words', () => {
    const body = [
      'Data sampling is analysing a subset of all data. Most analytics tools do data sampling for all their reports.',
      'Plausible does not use any data sampling by default. We collect and store 100% of the data.',
      'On views with more than 10 million pageviews, we apply limited sampling.',
    ].join('\n\n');
    // Every word of the heading is in the visitor's question.
    const scored = scoreSection(
      docsSection(body, 'Does Plausible do data sampling?'),
      (unit) => (unit.text.startsWith('Most analytics') ? 0.8 : 0.3),
      () => ({ headingCoverage: 0.6, headingPrecision: 1 }),
    );
    const [quote] = selectQuotes(scored);
    expect(quote.units.map((entry) => entry.unit.text)).toEqual([
      'Data sampling is analysing a subset of all data.',
      'Most analytics tools do data sampling for all their reports.',
      'Plausible does not use any data sampling by default.',
      'We collect and store 100% of the data.',
    ]);
    // Half the heading's words asked, the heading carrying half the question ("can our dog come
    // with us?" under "Can I bring my dog?"): still the visitor's question, so the opening too.
    const half = scored.map((entry) => ({ ...entry, headingPrecision: 0.5, headingCoverage: 0.5 }));
    expect(selectQuotes(half)[0].units).toHaveLength(4);
    // A heading the visitor asked only part of, carrying little of the question: the matching sentence
    // with its own short paragraph, not the section's opening.
    const partly = scored.map((entry) => ({ ...entry, headingPrecision: 0.5, headingCoverage: 0.4 }));
    expect(selectQuotes(partly)[0].units.map((entry) => entry.unit.text)).toEqual([
      'Data sampling is analysing a subset of all data.',
      'Most analytics tools do data sampling for all their reports.',
    ]);
  });
});

describe("a visitor's own number against the content's limits", () => {
  const policy = docsSection(
    ['- More than 48 hours before your hire starts: full refund', '- Between 24 and 48 hours before: 50% refund', '- Less than 24 hours before: no refund'].join('\n'),
    'Cancellation policy',
  );
  // The heading carries the question's "cancel"; no line repeats any of the visitor's words.
  const scored = scoreSection(policy, () => 0.3, () => ({ own: 0, headingCoverage: 0.3 }));
  const shape = shapeOf('if I cancel now, about 30 hours before, do I get my money back?')!;
  const numbers = analyseQuestionText('if I cancel now, about 30 hours before, do I get my money back?').quantities;

  it('quotes the line whose range holds the number, though it repeats none of their words', () => {
    expect(numbers).toEqual([expect.objectContaining({ value: 30, dimension: 'duration' })]);
    expect(limitQuote(scored, shape, numbers).flatMap((quote) => quote.units.map((entry) => entry.unit.text))).toEqual(['Between 24 and 48 hours before: 50% refund']);
  });

  it('quotes nothing when no line holds the number and none repeats their words', () => {
    const other = analyseQuestionText('if I cancel now, about 100 hours before, do I get my money back?').quantities;
    expect(limitQuote(scored, shape, other)).toEqual([]);
  });
});

describe("a visitor's time of day against the content's schedule", () => {
  const lateness = docsSection(
    // Three paragraphs: the schedule's line is quoted without the others.
    ['Pick-up is at the front gate.', 'The club closes at 6:00 pm.', 'Families are asked to be on time.'].join('\n\n'),
    'Late pick-up',
  );
  // "club" is the only word of the question the section has; every line but the schedule's carries none of it.
  const scored = scoreSection(lateness, (unit) => (unit.text.includes('club') ? 0.2 : 0));

  it('reads hours and minutes written with a dot after a preposition as a time, and a price as no time', () => {
    expect(analyseQuestionText("what if I don't get to the club till 6.20?").quantities).toEqual([expect.objectContaining({ value: 6.2, dimension: 'time' })]);
    expect(analyseQuestionText('we have an appointment at 9.30 tomorrow').quantities).toEqual([expect.objectContaining({ value: 9.3, dimension: 'time' })]);
    expect(analyseQuestionText('it costs 6.50 a day').quantities.map((quantity) => quantity.dimension)).not.toContain('time');
    expect(analyseQuestionText('is it open till 6.75?').quantities.map((quantity) => quantity.dimension)).not.toContain('time');
  });

  it("answers a visitor's time with the line that gives the schedule's time, which needs no limit word", () => {
    const question = "what if I don't get to the club till 6.20?";
    const analysis = analyseQuestionText(question);
    const shape = answerShape(analysis)!;
    expect(shape).toEqual(expect.objectContaining({ kind: 'time', limit: true }));
    expect(limitQuote(scored, shape, analysis.quantities).flatMap((quote) => quote.units.map((entry) => entry.unit.text))).toEqual(['The club closes at 6:00 pm.']);
  });
});

describe("a table read for the visitor's own number", () => {
  const fees = docsSection(
    ['| Age group | GP | Practice nurse |', '|---|---|---|', '| Under 14 | Free | Free |', '| 18 to 24 | 49 | 25 |', '| 25 to 64 | 59 | 30 |'].join('\n'),
    'Consultation fees',
  );
  const rowsQuoted = (question: string) => {
    // Another row matches the question's words a little better (its cells say more of them).
    const scored = scoreSection(fees, (unit) => (unit.kind !== 'row' ? 0 : unit.text.includes('Under 14') ? 0.7 : 0.6));
    const analysis = analyseQuestionText(question);
    return selectQuotes(scored, answerShape(analysis), analysis.quantities).flatMap((quote) => quote.units.map((entry) => entry.unit.text));
  };

  it('quotes the row whose range holds their number, alone', () => {
    expect(rowsQuoted('how much is a nurse visit for a 20 year old?')).toEqual(['| 18 to 24 | 49 | 25 |']);
  });

  it('finds their row by a count numbered like the table\'s ("year 7" in "Years 7–8"), not by a bare count', () => {
    const camps = docsSection(['| Activity | Year levels | Cost |', '|---|---|---|', '| Year 5–6 camp | Years 5–6 | $185 |', '| Year 7–8 camp | Years 7–8 | $340 |'].join('\n'), 'Activity fees');
    const quoted = (question: string) => {
      const analysis = analyseQuestionText(question);
      const scored = scoreSection(camps, (unit) => (unit.kind !== 'row' ? 0 : unit.text.includes('5–6') ? 0.7 : 0.6));
      return selectQuotes(scored, answerShape(analysis), analysis.quantities).flatMap((quote) => quote.units.map((entry) => entry.unit.text));
    };
    expect(quoted("my son's in year 7, how much is camp?")).toEqual(['| Year 7–8 camp | Years 7–8 | $340 |']);
    // "7 kids" counts children, not year levels: both rows.
    expect(analyseQuestionText('we have 7 kids going, how much is camp?').quantities).toEqual([expect.objectContaining({ value: 7, dimension: 'count' })]);
    expect(quoted('we have 7 kids going, how much is camp?')).toHaveLength(2);
  });

  it('finds their row when they give their number in other units than the table', () => {
    const sizes = docsSection(['| Frame | Rider height |', '|---|---|', '| M | 165 to 180 cm |', '| L | 175 to 190 cm |', '| XL | 190 to 205 cm |'].join('\n'), 'Frame sizes');
    const analysis = analyseQuestionText('I\'m 6\'7", which frame do I need?');
    const scored = scoreSection(sizes, (unit) => (unit.kind === 'row' ? 0.6 : 0));
    expect(selectQuotes(scored, answerShape(analysis), analysis.quantities).flatMap((quote) => quote.units.map((entry) => entry.unit.text))).toEqual(['| XL | 190 to 205 cm |']);
  });

  it('quotes the rows that answer when they gave no number', () => {
    expect(rowsQuoted('how much is a nurse visit?')).toHaveLength(3);
  });
});
