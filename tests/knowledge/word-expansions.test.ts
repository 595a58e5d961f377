// General English from WordNet, per organisation: at ingest each word of the content gets the words
// a visitor may write for it, so a question in the visitor's words finds the content's.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namesSomethingUnknown } from '../../server/answer/extractive/extractive-engine.ts';
import { ingestFileBytes, ingestFolder, ingestText } from '../../server/knowledge/index.ts';
import { backfillWordExpansions } from '../../server/knowledge/lexicon/expansions.ts';
import { openWordNet } from '../../server/knowledge/lexicon/wordnet.ts';
import { retrieveSections } from '../../server/knowledge/retrieve.ts';
import { queryRows } from '../../server/knowledge/rows.ts';
import { insertOrganisation } from '../../server/store/organisations-repository.ts';
import { describeStore, openTestStore, STORE_KINDS, type TestStore } from '../server/helpers/test-stores.ts';

describe('WordNet', () => {
  const wordnet = openWordNet();
  it("gives a word's other forms and the words its commonest sense shares", () => {
    expect(wordnet.related('pregnancy')).toContainEqual({ word: 'pregnant', relation: 'form' });
    expect(wordnet.related('price')).toContainEqual({ word: 'cost', relation: 'synonym' });
    expect(wordnet.related('child')).toContainEqual({ word: 'kid', relation: 'synonym' });
    // "how old" asks about age: a noun and the adjectives that measure it.
    expect(wordnet.related('age').map((related) => related.word)).toContain('old');
  });

  it('leaves out loose senses and phrases', () => {
    const right = wordnet.related('right').map((related) => related.word);
    expect(right).not.toContain('proper');
    expect(right.every((word) => !word.includes('_') && !word.includes(' '))).toBe(true);
    expect(wordnet.related('skydivingz')).toEqual([]);
  });

  it("gives a noun's kinds, two levels down, but not those of a class too broad to stand for them", () => {
    // terrier → hunting dog → dog; July is an instance of a calendar month.
    expect(wordnet.related('dog')).toContainEqual({ word: 'terrier', relation: 'kind' });
    expect(wordnet.related('month')).toContainEqual({ word: 'july', relation: 'kind' });
    expect(wordnet.related('hotel')).toContainEqual({ word: 'motel', relation: 'kind' });
    expect(wordnet.related('person').filter((related) => related.relation === 'kind')).toEqual([]);
  });

  it("reads an inflected word of the content as its base form, by the language model's lemmatiser", () => {
    // The index holds "shirt", "bake" and "louse", not "shirts", "baked" and "lice": the content's
    // inflected forms get their base form's forms, synonyms and kinds (WordNet's detachment rules
    // and exception lists, from wink-eng-lite-web-model).
    expect(wordnet.related('shirts')).toContainEqual({ word: 't-shirt', relation: 'kind' });
    expect(wordnet.related('shirts')).toContainEqual({ word: 'shirt', relation: 'form' });
    expect(wordnet.related('baked')).toContainEqual({ word: 'baking', relation: 'form' });
    expect(wordnet.related('prices')).toContainEqual({ word: 'cost', relation: 'synonym' });
    expect(wordnet.related('lice')).toContainEqual({ word: 'louse', relation: 'form' });
    expect(wordnet.related('children')).toContainEqual({ word: 'kid', relation: 'synonym' });
    // A word the index has as it is is not read as another ("glasses" is a word of its own).
    expect(wordnet.related('glasses')).toContainEqual({ word: 'spectacles', relation: 'synonym' });
  });
});

const HIRE_RULES = `Riding while pregnant

From 24 weeks of pregnancy we ask riders not to take our e-bikes out. Helmets are free with every hire.

Dogs on the trail

A dog may ride in a dog trailer, which costs 20 a day. Our depot at Māpua Wharf opens in summer.

Delivery

We deliver to your hotel, or to a motel in town. We do not deliver to a home.

Opening days

The depot opens on Tuesday and Thursday mornings.

Riding alone

Children under twelve must ride with an adult.`;

for (const kind of STORE_KINDS) {
  describeStore(kind, 'word expansions', () => {
    let testStore: TestStore;
    const shop = randomUUID();
    const titles = async (question: string) => (await retrieveSections(testStore.store, shop, question)).sections.map((section) => section.heading);

    beforeAll(async () => {
      testStore = await openTestStore(kind);
      await insertOrganisation(testStore.store.db, { id: shop, name: 'Pedal Hire' });
      await ingestText(testStore.store, { organisationId: shop, name: 'Hire rules', text: HIRE_RULES });
    });
    afterAll(async () => {
      await testStore?.dispose();
    });

    it("finds the content's word in another form than the visitor's, and a word written without its hyphen", async () => {
      expect(await titles("Can I ride an ebike if I'm expecting? I'm pregnant")).toContain('Riding while pregnant');
      expect(await titles('Is there an age limit for ebikes?')).toContain('Riding while pregnant');
      const rows = await queryRows<{ word: string }>(testStore.store.db, sql`SELECT DISTINCT word FROM word_expansions WHERE organisation_id = ${shop} AND word IN ('pregnant', 'ebikes')`);
      expect(rows.map((row) => row.word).sort()).toEqual(['ebikes', 'pregnant']);
    });

    it("finds the content's class for a kind of it the content never names, and an accented word typed without its accent", async () => {
      expect(await titles('Can I bring my terrier?')).toEqual(['Dogs on the trail']);
      expect(await titles('is the mapua depot open?')).toContain('Dogs on the trail');
      // Written as a name, the accent-free spelling is the content's name, not a typo of another word.
      const { terms } = (await retrieveSections(testStore.store, shop, 'Can I leave the bike at Mapua?')).analysis;
      expect(namesSomethingUnknown(terms)).toBe(false);
      const mapua = terms.find((term) => term.word === 'mapua');
      expect(mapua?.known).toBe(true);
      expect(mapua).not.toHaveProperty('correction');
      const analysis = (await retrieveSections(testStore.store, shop, 'Can I bring my terrier?')).analysis;
      expect(analysis.terms.find((term) => term.word === 'terrier')).toMatchObject({ known: true, lexemes: expect.arrayContaining(['dog']) });
    });

    it('refuses a question naming what the content lacks, but not one whose situation does', async () => {
      const named = async (question: string) => namesSomethingUnknown((await retrieveSections(testStore.store, shop, question)).analysis.terms);
      expect(await named('Do you sell Shimano gears?')).toBe(true);
      expect(await named("We're visiting from the UK. Can my dog ride in a trailer?")).toBe(false);
    });

    it('weighs an unknown adjective as qualifying what is asked, an unknown noun as the topic', async () => {
      const { terms } = (await retrieveSections(testStore.store, shop, 'is there a cheaper rate for a vegan terrier?')).analysis;
      const weightOf = (word: string) => terms.find((term) => term.word === word)?.weight ?? 0;
      expect(terms.find((term) => term.word === 'cheaper')?.known).toBe(false);
      expect(terms.find((term) => term.word === 'vegan')?.known).toBe(false);
      // Both unknown; the adjective ("cheaper") weighs less than the noun the content lacks would.
      const { terms: nounTerms } = (await retrieveSections(testStore.store, shop, 'is there a rate for a smoothie?')).analysis;
      expect(weightOf('cheaper')).toBeLessThan((nounTerms.find((term) => term.word === 'smoothie')?.weight ?? 0) / 2);
    });

    it('weighs a way of speaking the content lacks as framing what is asked, not as its topic', async () => {
      const weightIn = async (question: string, word: string) => (await retrieveSections(testStore.store, shop, question)).analysis.terms.find((term) => term.word === word)?.weight ?? 0;
      const topic = await weightIn('is there a rate for a smoothie?', 'smoothie');
      // An interjection, a verb of thinking, an adverb written as two words: none is what is asked.
      expect(await weightIn('ugh, is there a rate for a dog trailer?', 'ugh')).toBeLessThan(topic / 2);
      expect(await weightIn('my sister reckons dogs ride free, is that right?', 'reckons')).toBeLessThan(topic / 2);
      expect(await weightIn("money's a bit tight, is the dog trailer cheap?", 'bit')).toBeLessThan(topic / 2);
      // A word of such a phrase the content has keeps its weight: "at home" is about homes here.
      expect(await weightIn('can you deliver to me at home?', 'home')).toBeGreaterThan(topic / 2);
      // A verb the content lacks that is no way of speaking keeps its weight: "my gears keep slipping".
      expect(await weightIn('my gears keep slipping, can you help?', 'slipping')).toBeGreaterThan(topic / 2);
    });

    it('reads a weekday or month as visitors shorten it as the name the content writes out', async () => {
      const { sections, analysis } = await retrieveSections(testStore.store, shop, 'is the depot open on tues and thurs?');
      // Read as the weekday, not corrected as a typo of the nearest word the content has.
      expect(analysis.terms.find((term) => term.word === 'thurs')).toMatchObject({ known: true, lexemes: expect.arrayContaining(['thursday']) });
      expect(analysis.terms.find((term) => term.word === 'thurs')).not.toHaveProperty('correction');
      expect(sections[0]?.heading).toBe('Opening days');
    });

    it('reads a number in digits as the word the content writes for it, and never corrects a number to another', async () => {
      const { sections, analysis } = await retrieveSections(testStore.store, shop, 'do children under 12 need an adult?');
      expect(analysis.terms.find((term) => term.word === '12')).toMatchObject({ known: true, lexemes: expect.arrayContaining(['twelv']) });
      expect(sections[0]?.heading).toBe('Riding alone');
      // "6.20" is a number the content does not write, not a typo of another it has ("20").
      const number = (await retrieveSections(testStore.store, shop, 'is 6.20 the depot fee?')).analysis.terms.find((term) => term.word === '6.20');
      expect(number).toBeDefined();
      expect(number?.correction).toBeUndefined();
      expect(number?.known).toBe(false);
      // After a preposition it is a time of day: the visitor's own, compared with the content's times, not a word to find.
      const time = await retrieveSections(testStore.store, shop, 'is the depot open at 6.20?');
      expect(time.analysis.question.quantities).toEqual([expect.objectContaining({ value: 6.2, dimension: 'time' })]);
      expect(time.analysis.terms.map((term) => term.word)).not.toContain('6.20');
    });

    it('weighs an unknown noun after a known one as the kind of information asked for, not its topic', async () => {
      const weightIn = async (question: string, word: string) => (await retrieveSections(testStore.store, shop, question)).analysis.terms.find((term) => term.word === word)?.weight ?? 0;
      // "delivery policy": the content has delivery, not policies; "policy delivery" would be about policies.
      expect(await weightIn('what is your delivery policy?', 'policy')).toBeLessThan((await weightIn('is there a policy on delivery?', 'policy')) / 2);
      // The unknown first noun of "ski passes" stays the topic.
      expect(await weightIn('do you sell ski trailers?', 'ski')).toBeGreaterThan(await weightIn('do you sell ski trailers?', 'trailers'));
    });

    it("corrects a typo to the content's word, never a real word the content lacks", async () => {
      const termOf = async (question: string, word: string) => (await retrieveSections(testStore.store, shop, question)).analysis.terms.find((term) => term.word === word);
      // "dilivery" is no English word: the content's "delivery" is what was meant.
      expect(await termOf('do you do dilivery?', 'dilivery')).toMatchObject({ known: true, correction: 'deliveri' });
      // "trainer" is one, spelt much like the content's "trailer": a question about trainers.
      expect(await termOf('do you hire a trainer?', 'trainer')).toMatchObject({ known: false });
      expect((await termOf('do you hire a trainer?', 'trainer'))?.correction).toBeUndefined();
    });

    it("does not widen a word the content has to its class's other kinds", async () => {
      // A motel is a kind of hotel, but the content names motels: "motel" means motels only.
      const analysis = (await retrieveSections(testStore.store, shop, 'do you deliver to a motel?')).analysis;
      expect(analysis.terms.find((term) => term.word === 'motel')?.lexemes).toEqual(['motel']);
    });

    it('gives content stored before expansions existed its expansions at start, once', async () => {
      await testStore.store.db.execute(sql`DELETE FROM word_expansions WHERE organisation_id = ${shop}`);
      expect(await backfillWordExpansions(testStore.store.db)).toContain(shop);
      expect(await backfillWordExpansions(testStore.store.db)).not.toContain(shop);
      expect(await titles('Do I need to bring a helmet? what do they cost?')).toContain('Riding while pregnant');
    });

    it('stores the same expansions for a folder, whose files share their words, as for its files one by one', async () => {
      // A folder import expands each word once, not once per file that has it.
      const folder = mkdtempSync(join(tmpdir(), 'korero-expansions-'));
      // One file per rule (heading and paragraph), each also naming the shop's e-bikes and helmets.
      const paragraphs = HIRE_RULES.split('\n\n');
      const files = Array.from({ length: paragraphs.length / 2 }, (_, index) => `# Rules ${index}\n\nOur e-bikes and helmets.\n\n## ${paragraphs[index * 2]}\n\n${paragraphs[index * 2 + 1]}\n`);
      try {
        files.forEach((text, index) => writeFileSync(join(folder, `rules-${index}.md`), text));
        const [whole, oneByOne] = [randomUUID(), randomUUID()];
        for (const id of [whole, oneByOne]) await insertOrganisation(testStore.store.db, { id, name: 'Pedal Hire' });
        expect((await ingestFolder(testStore.store, { organisationId: whole, folder })).results.map((result) => result.status)).toEqual(files.map(() => 'created'));
        for (const [index, text] of files.entries()) {
          await ingestFileBytes(testStore.store, { organisationId: oneByOne, fileName: `rules-${index}.md`, bytes: new TextEncoder().encode(text) });
        }
        const expansions = (organisationId: string) =>
          queryRows<{ word: string; lexeme: string; relation: string }>(
            testStore.store.db,
            sql`SELECT word, lexeme, relation FROM word_expansions WHERE organisation_id = ${organisationId} ORDER BY word, lexeme`,
          );
        const stored = await expansions(whole);
        expect(stored.length).toBeGreaterThan(50);
        expect(stored).toEqual(await expansions(oneByOne));
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });

    it("never expands one organisation's question with another's words", async () => {
      const other = randomUUID();
      await insertOrganisation(testStore.store.db, { id: other, name: 'Other' });
      expect((await retrieveSections(testStore.store, other, 'Can I ride if I am pregnant?')).sections).toEqual([]);
    });
  });
}
