import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Locale } from '../../../contract/locales';
import { CONSOLE_TEXTS, type ConsoleCatalogue, type ConsoleTextKey } from './console-texts';

type OtherLocale = Exclude<Locale, 'en'>;

// One chunk per language, fetched only for the language the page chose (as the visitor's texts are).
const CATALOGUES: Record<OtherLocale, () => Promise<{ default: ConsoleCatalogue }>> = {
  de: () => import('./de'),
  fr: () => import('./fr'),
  es: () => import('./es'),
  pt: () => import('./pt'),
  ar: () => import('./ar'),
};

/** A console label with its {placeholders} filled in. */
export type ConsoleText = (key: ConsoleTextKey, values?: Record<string, string | number>) => string;

function consoleText(catalogue: ConsoleCatalogue): ConsoleText {
  return (key, values = {}) => catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const ENGLISH = consoleText(CONSOLE_TEXTS);
const ConsoleTextsContext = createContext<ConsoleText>(ENGLISH);

/** The console's labels in the page's language; null while they load (English is at hand at once). */
export function useLoadedConsoleTexts(locale: Locale): ConsoleText | null {
  const [loaded, setLoaded] = useState<{ locale: Locale; text: ConsoleText } | null>(null);
  useEffect(() => {
    if (locale === 'en') return;
    let current = true;
    CATALOGUES[locale]().then(
      (module) => current && setLoaded({ locale, text: consoleText(module.default) }),
      (error: unknown) => {
        console.error(`The console's ${locale} labels could not be loaded`, error);
        if (current) setLoaded({ locale, text: ENGLISH });
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);
  if (locale === 'en') return ENGLISH;
  return loaded?.locale === locale ? loaded.text : null;
}

/** Gives the console's views below it their labels. */
export function ConsoleTextsProvider({ text, children }: { text: ConsoleText; children: ReactNode }) {
  return <ConsoleTextsContext.Provider value={text}>{children}</ConsoleTextsContext.Provider>;
}

/** The console's labels in the page's language (English without a provider). */
export const useConsoleTexts = (): ConsoleText => useContext(ConsoleTextsContext);
