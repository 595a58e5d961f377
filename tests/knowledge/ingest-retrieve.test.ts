// Ingestion (idempotent, atomic replacement) and retrieval (stemming, typos, variants, and strict
// organisation isolation) on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestContentFile, ingestQuestionAnswers, ingestText, listSources, retrieveSections } from '../../server/knowledge/index.ts';
import { organisations, sections, vocabulary } from '../../server/store/schema.ts';
import { addSynonymGroup } from '../../server/store/synonyms-repository.ts';
import { openTestStore, STORE_KINDS, describeStore, type TestStore } from '../server/helpers/test-stores.ts';

const CONTENT = join(import.meta.dirname, '..', '..', 'content');

for (const kind of STORE_KINDS) {
  describeStore(kind, 'ingestion and retrieval', () => {
    let testStore: TestStore;
    const store = () => testStore.store;

    beforeAll(async () => {
      testStore = await openTestStore(kind);
      await store().db.insert(organisations).values([
        { id: 'qa', name: 'Queenstown Adventures' },
        { id: 'dental', name: 'Harbourside Dental' },
        { id: 'other', name: 'Other' },
      ]);
      await ingestContentFile(store(), { organisationId: 'qa', path: join(CONTENT, 'queenstown-adventures.md'), publicUrl: '/queenstownadventures', name: 'Queenstown Adventures' });
      await ingestContentFile(store(), { organisationId: 'dental', path: join(CONTENT, 'harbourside-dental.md'), publicUrl: '/harbourside', name: 'Harbourside Dental' });
      // The organisation's own words for the same thing, as its team (or the demo seed) gives them.
      await addSynonymGroup(store().db, 'qa', ['bungy', 'bungee']);
      await addSynonymGroup(store().db, 'qa', ['safe', 'safety']);
    });
    afterAll(async () => {
      await testStore?.dispose();
    });

    it('re-ingesting an unchanged file changes nothing', async () => {
      const before = await store().db.select({ id: sections.id }).from(sections).where(eq(sections.organisationId, 'qa'));
      const result = await ingestContentFile(store(), { organisationId: 'qa', path: join(CONTENT, 'queenstown-adventures.md'), publicUrl: '/queenstownadventures', name: 'Queenstown Adventures' });
      expect(result.status).toBe('unchanged');
      const after = await store().db.select({ id: sections.id }).from(sections).where(eq(sections.organisationId, 'qa'));
      expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
    });

    it('a changed source replaces its sections and vocabulary', async () => {
      const first = await ingestText(store(), { organisationId: 'other', name: 'Notes', location: 'notes', text: 'Bicycles\n\nWe rent bicycles by the hour.' });
      expect(first.status).toBe('created');
      expect((await retrieveSections(store(), 'other', 'bicycle rental')).sections).toHaveLength(1);
      const second = await ingestText(store(), { organisationId: 'other', name: 'Notes', location: 'notes', text: 'Canoes\n\nWe rent canoes by the day.\n\nLessons\n\nPaddling lessons on Sundays.' });
      expect(second).toMatchObject({ status: 'updated', sourceId: first.sourceId, sectionCount: 2 });
      // (Not kayaks: WordNet knows a kayak as a kind of canoe, so the new content answers for them.)
      expect((await retrieveSections(store(), 'other', 'bicycles')).sections).toHaveLength(0);
      expect((await retrieveSections(store(), 'other', 'canoe')).sections[0].heading).toBe('Canoes');
      const words = await store().db.select({ lexeme: vocabulary.lexeme }).from(vocabulary).where(eq(vocabulary.organisationId, 'other'));
      expect(words.map((row) => row.lexeme)).not.toContain('bicycl');
      expect(words.map((row) => row.lexeme)).toContain('cano');
      expect(await listSources(store(), 'other')).toHaveLength(1);
    });

    it('question-and-answer pairs become one section each', async () => {
      await ingestQuestionAnswers(store(), {
        organisationId: 'other',
        name: 'FAQ',
        publicUrl: 'https://other.example/faq',
        pairs: [{ question: 'Do you sell gift cards?', answer: 'Yes, gift cards from 20 NZD.' }],
      });
      const { sections: found } = await retrieveSections(store(), 'other', 'gift card');
      expect(found[0]).toMatchObject({ name: 'FAQ — Do you sell gift cards?', url: 'https://other.example/faq#do-you-sell-gift-cards' });
    });

    it("finds sections through stemming, typos and the organisation's own synonym groups", async () => {
      const top = async (question: string) => (await retrieveSections(store(), 'qa', question)).sections[0]?.heading;
      expect(await top('tandem jump prices')).toBe('Pricing');
      expect(await top('pricng for tandm')).toBe('Pricing');
      const variant = await retrieveSections(store(), 'qa', 'bungee');
      expect(variant.analysis.terms[0].lexemes).toContain('bungi');
      expect(variant.sections.length).toBeGreaterThan(3);
      // A word of the organisation's group is the same word: it counts in full, and weighs as the
      // group's commonest ("bungee" is in one section here, "bungy" in most), not as a rare word.
      const spelt = (await retrieveSections(store(), 'qa', 'bungy')).analysis.terms[0];
      expect(variant.analysis.terms[0].ownLexemes).toContain('bungi');
      expect(variant.analysis.terms[0].weight).toBeCloseTo(spelt.weight, 5);
      // So is a form the organisation groups with it that stemming keeps apart: "safe" and "Safety".
      const [safe] = (await retrieveSections(store(), 'qa', 'safe')).analysis.terms;
      expect(safe.ownLexemes).toEqual(expect.arrayContaining(['safe', 'safeti']));
      // A synonym from WordNet is not the word: "cost" keeps its own rarity beside "price".
      const [cost] = (await retrieveSections(store(), 'qa', 'cost')).analysis.terms;
      expect(cost.ownLexemes).not.toContain('price');
      expect((await retrieveSections(store(), 'qa', 'wieght')).analysis.terms[0].correction).toBe('weight');
    });

    it('never returns another organisation’s sections', async () => {
      const dental = await retrieveSections(store(), 'dental', 'tandem bungy jump price');
      expect(dental.sections.every((section) => section.url.startsWith('/harbourside'))).toBe(true);
      // The dental words are unknown to Queenstown's content: at most a loose WordNet class of one
      // of them ("crown" is a kind of "spot") finds one of Queenstown's own sections, never a dental one.
      const qa = await retrieveSections(store(), 'qa', 'root canal crown whitening');
      expect(qa.sections.every((section) => !section.url.startsWith('/harbourside'))).toBe(true);
      expect(qa.analysis.terms.filter((term) => term.known).map((term) => term.word)).not.toContain('root');
      // The vocabulary is per organisation too: no correction towards another organisation's words.
      expect((await retrieveSections(store(), 'qa', 'whitenning')).analysis.terms[0].correction).toBeUndefined();
    });
  });
}
