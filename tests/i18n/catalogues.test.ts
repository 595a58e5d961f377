// The message catalogues (src/contract/texts.ts is English; src/ui/shared/i18n/ the others): the
// typecheck proves every language has every key; this proves each keeps the English text's
// placeholders (a lost {name} would drop the organisation's name from the sentence), and that
// the language is chosen as README says.
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chooseLocale, chooseTheme, directionOf, LOCALES } from '../../src/contract/locales.ts';
import { TEXTS, type TextKey } from '../../src/contract/texts.ts';
import { ALL_CATALOGUES } from '../../src/ui/shared/i18n/all-catalogues.ts';
import { createTexts } from '../../src/ui/shared/i18n/texts.tsx';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

// lastMessage: English says "{time} ago"; the others put the whole "vor 5 Minuten" ({timeAgo}).
const RELATIVE_TIME = new Set(['time', 'timeAgo']);

describe('the catalogues', () => {
  it('English is the spec’s texts word for word, typos included', () => {
    expect(TEXTS.followUpFailed).toBe('An error occured, please try again');
    expect(TEXTS.startIntro).toBe("Ask any question and our AI will answer as soon as possible. Don't want to chat to an AI? Ask for a human");
    expect(TEXTS.lastMessage).toBe('Last message {time} ago');
  });

  for (const locale of LOCALES) {
    it(`${locale} keeps every placeholder of the English texts`, () => {
      const catalogue = ALL_CATALOGUES[locale];
      for (const key of Object.keys(TEXTS) as TextKey[]) {
        const english = placeholders(TEXTS[key]);
        const translated = placeholders(catalogue[key]);
        if (key === 'lastMessage') {
          expect(translated.length, `${locale}.${key}`).toBe(1);
          expect(RELATIVE_TIME.has(translated[0]), `${locale}.${key}`).toBe(true);
        } else {
          expect(translated, `${locale}.${key}`).toEqual(english);
        }
        expect(catalogue[key].trim(), `${locale}.${key}`).not.toBe('');
      }
    });
  }

  it('fills placeholders, and shows a machine’s English text in the language (other texts as they are)', () => {
    const german = createTexts('de', ALL_CATALOGUES.de);
    expect(german.t('writeMessageTo', { name: 'Acme $&' })).toBe('Nachricht an Acme $& schreiben');
    expect(german.known(TEXTS.followUpFailed)).toBe(ALL_CATALOGUES.de.followUpFailed);
    expect(german.known('Message too long')).toBe('Message too long');
  });
});

describe('choosing a language and a theme', () => {
  it('takes the first wanted language that has a catalogue, by its primary subtag, else English', () => {
    expect(chooseLocale(['de-AT', 'en'])).toBe('de');
    expect(chooseLocale([null, 'it-IT', 'pt-BR'])).toBe('pt');
    expect(chooseLocale(['', 'zh'])).toBe('en');
    expect(chooseLocale(['FR'])).toBe('fr');
  });

  it('reads Accept-Language by its weights', () => {
    expect(acceptedLanguages('de-DE,de;q=0.9,en;q=0.8')).toEqual(['de-DE', 'de', 'en']);
    expect(acceptedLanguages('en;q=0.5, fr, *;q=0.1, es;q=0')).toEqual(['fr', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('lays Arabic out right to left, and takes only the themes it knows', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
    expect(chooseTheme('dark')).toBe('dark');
    expect(chooseTheme('purple')).toBe('auto');
    expect(chooseTheme(undefined)).toBe('auto');
  });
});
