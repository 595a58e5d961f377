import type { Locale as DateLocale } from 'date-fns';
import type { Locale } from '../../../contract/locales';
import { TEXTS } from '../../../contract/texts';
import type { Catalogue } from './catalogue';
import { createTexts, ENGLISH, type Texts } from './texts';

type OtherLocale = Exclude<Locale, 'en'>;

// One chunk per language, fetched only for the language chosen: English is in the app itself.
const CATALOGUES: Record<OtherLocale, () => Promise<{ default: Catalogue }>> = {
  de: () => import('./de'),
  fr: () => import('./fr'),
  es: () => import('./es'),
  pt: () => import('./pt'),
  ar: () => import('./ar'),
};

const DATE_LOCALES: Record<OtherLocale, () => Promise<DateLocale>> = {
  de: () => import('date-fns/locale/de').then((module) => module.de),
  fr: () => import('date-fns/locale/fr').then((module) => module.fr),
  es: () => import('date-fns/locale/es').then((module) => module.es),
  pt: () => import('date-fns/locale/pt').then((module) => module.pt),
  ar: () => import('date-fns/locale/ar').then((module) => module.ar),
};

/** The texts of `locale` with its date-fns locale; English (the app's own) when either fails to load. */
export async function loadTexts(locale: Locale): Promise<Texts> {
  if (locale === 'en') return ENGLISH;
  try {
    const [catalogue, dateLocale] = await Promise.all([CATALOGUES[locale](), DATE_LOCALES[locale]()]);
    return createTexts(locale, catalogue.default, dateLocale);
  } catch (error) {
    console.error(`The ${locale} texts could not be loaded`, error);
    return createTexts('en', TEXTS);
  }
}
