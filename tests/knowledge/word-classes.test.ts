// Classes of words read from WordNet's lexicographer files: a person the visitor names is who the
// question is about; a verb of thinking and an adverb phrase frame it.
import { describe, expect, it } from 'vitest';
import { isAdverbPhrase, namesAPerson, namesThinking } from '../../server/knowledge/lexicon/word-classes.ts';

describe('nouns that name a person', () => {
  it('knows people by their commonest sense', () => {
    for (const word of ['son', 'daughter', 'colleague', 'pensioner', 'plumber', 'teenager']) expect(namesAPerson(word), word).toBe(true);
  });

  it('leaves things, animals and places alone', () => {
    for (const word of ['gear', 'terrier', 'motel', 'battery', 'refund', 'subscription', 'smoothie', 'guide']) expect(namesAPerson(word), word).toBe(false);
  });
});

describe('verbs of thinking and adverbs of several words', () => {
  it('knows a verb whose commonest sense is thinking, not one that acts or moves', () => {
    for (const word of ['think', 'reckon', 'believe', 'guess', 'wonder']) expect(namesThinking(word), word).toBe(true);
    for (const word of ['slip', 'jump', 'ride', 'pay', 'deliver', 'cancel']) expect(namesThinking(word), word).toBe(false);
  });

  it('knows adverbs written as several words, not phrases that name things', () => {
    for (const words of ['a bit', 'bit by bit', 'of course', 'at once']) expect(isAdverbPhrase(words), words).toBe(true);
    for (const words of ['a bike', 'dog trailer', 'bit']) expect(isAdverbPhrase(words), words).toBe(false);
  });
});
