import type { Locale as DateLocale } from 'date-fns';
import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { directionOf, type Locale } from '../../../contract/locales';
import { TEXTS, type TextKey } from '../../../contract/texts';
import type { Catalogue } from './catalogue';

type Values = Record<string, string | number>;

/** The visitor's language, as the views use it. */
export interface Texts {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** A catalogue text with its {placeholders} filled in. */
  t(key: TextKey, values?: Values): string;
  /** The same with elements in the placeholders (a link inside a sentence). */
  rich(key: TextKey, values: Record<string, ReactNode>): ReactNode;
  /**
   * A text a machine holds (an English catalogue text, such as an error) in this language; any
   * other text (a server's own message) as it is.
   */
  known(text: string): string;
  /**
   * date-fns' words for this language (undefined: its own English), for relative times. The
   * views import date-fns themselves, so that only the pages that show a relative time load it.
   */
  dateLocale: DateLocale | undefined;
  /** A message's time of day. */
  time(date: number): string;
}

const PLACEHOLDER = /\{(\w+)\}/;

const ENGLISH_KEYS = new Map(Object.entries(TEXTS).map(([key, text]) => [text as string, key as TextKey]));

export function createTexts(locale: Locale, catalogue: Catalogue, dateLocale?: DateLocale): Texts {
  // Made on first use: building an Intl format costs ~10 ms on a cold page (its locale data), and
  // the embed frame's first view shows no time; every page made two of them before it was usable.
  let timeFormat: Intl.DateTimeFormat | undefined;
  return {
    locale,
    dir: directionOf(locale),
    t: (key, values = {}) =>
      catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)),
    rich: (key, values) =>
      // split() with a capturing group: text, name, text, name, … — every odd part is a placeholder.
      catalogue[key].split(PLACEHOLDER).map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 && part in values ? values[part] : part}</Fragment>
      )),
    known: (text) => {
      const key = ENGLISH_KEYS.get(text);
      return key ? catalogue[key] : text;
    },
    dateLocale,
    time: (date) => (timeFormat ??= new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' })).format(date),
  };
}

export const ENGLISH = createTexts('en', TEXTS);

const TextsContext = createContext<Texts>(ENGLISH);

/** Gives every view below it the visitor's language (English when there is none). */
export function TextsProvider({ texts, children }: { texts: Texts; children: ReactNode }) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

export const useTexts = (): Texts => useContext(TextsContext);
