// Which language and colour theme a visitor's page uses: shared by the client (the URL, the
// browser's languages) and the server (the embed frame's first view, rendered before the app).

/** The languages with a catalogue (src/contract/texts.ts is English; the rest in src/ui/shared/i18n/). */
export const LOCALES = ['en', 'de', 'fr', 'es', 'pt', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Written right to left: the panel gets dir="rtl" and its layout mirrors (logical CSS properties). */
const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar']);

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr');

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The first language of `preferences` (most wanted first: data-locale, then the browser's
 * languages) that has a catalogue, by its primary subtag ("de-AT" is German); English otherwise.
 */
export function chooseLocale(preferences: readonly (string | null | undefined)[]): Locale {
  for (const preference of preferences) {
    const primary = preference?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** An Accept-Language header's languages, most wanted first (what navigator.languages says, on the server). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** data-theme on the embed tag, ?theme= on Korero's pages: auto follows prefers-color-scheme. */
export const THEMES = ['light', 'dark', 'auto'] as const;
export type ColourTheme = (typeof THEMES)[number];

export const chooseTheme = (value: string | null | undefined): ColourTheme =>
  (THEMES as readonly string[]).includes(value ?? '') ? (value as ColourTheme) : 'auto';

/** The query parameters that carry both, from the loader to the frame and from page to page. */
export const LOCALE_PARAM = 'locale';
export const THEME_PARAM = 'theme';
