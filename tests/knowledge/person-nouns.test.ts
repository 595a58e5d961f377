// A person the visitor names is who the question is about, read from WordNet's noun.person file.
import { describe, expect, it } from 'vitest';
import { namesAPerson } from '../../server/knowledge/lexicon/person-nouns.ts';

describe('nouns that name a person', () => {
  it('knows people by their commonest sense', () => {
    for (const word of ['son', 'daughter', 'colleague', 'pensioner', 'plumber', 'teenager']) expect(namesAPerson(word), word).toBe(true);
  });

  it('leaves things, animals and places alone', () => {
    for (const word of ['gear', 'terrier', 'motel', 'battery', 'refund', 'subscription', 'smoothie', 'guide']) expect(namesAPerson(word), word).toBe(false);
  });
});
