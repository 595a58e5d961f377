// General English from WordNet, per organisation: at ingest each word of the content gets the words
// a visitor may write for it, so a question in the visitor's words finds the content's.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestText } from '../../server/knowledge/index.ts';
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
});

const HIRE_RULES = `Riding while pregnant

From 24 weeks of pregnancy we ask riders not to take our e-bikes out. Helmets are free with every hire.`;

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

    it('gives content stored before expansions existed its expansions at start, once', async () => {
      await testStore.store.db.execute(sql`DELETE FROM word_expansions WHERE organisation_id = ${shop}`);
      expect(await backfillWordExpansions(testStore.store.db)).toContain(shop);
      expect(await backfillWordExpansions(testStore.store.db)).not.toContain(shop);
      expect(await titles('Do I need to bring a helmet? what do they cost?')).toContain('Riding while pregnant');
    });

    it("never expands one organisation's question with another's words", async () => {
      const other = randomUUID();
      await insertOrganisation(testStore.store.db, { id: other, name: 'Other' });
      expect((await retrieveSections(testStore.store, other, 'Can I ride if I am pregnant?')).sections).toEqual([]);
    });
  });
}
