// The visitor's language and colour theme for this page: ?locale= and ?theme= (the embed loader
// passes its tag's data-locale and data-theme to the frame this way, and Korero's own pages take
// them too), else the browser's languages and prefers-color-scheme.
import {
  chooseLocale,
  chooseTheme,
  directionOf,
  LOCALE_PARAM,
  THEME_PARAM,
  type ColourTheme,
  type Locale,
} from '../contract/locales';
import { USER_HASH_PARAM, USER_ID_PARAM } from '../contract/visitor-identity';

export interface PagePreferences {
  locale: Locale;
  theme: ColourTheme;
}

export function readPagePreferences(search: string = location.search, languages: readonly string[] = navigator.languages ?? []): PagePreferences {
  const params = new URLSearchParams(search);
  return { locale: chooseLocale([params.get(LOCALE_PARAM), ...languages]), theme: chooseTheme(params.get(THEME_PARAM)) };
}

/**
 * Marks the document with them: lang and dir for the language, data-theme for the stylesheet
 * (src/ui/shared/theme.css.ts: light and dark force one, auto follows the system).
 */
export function applyPagePreferences({ locale, theme }: PagePreferences, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = directionOf(locale);
  root.dataset.theme = theme;
}

/**
 * The same preferences on another of Korero's pages (the widget's "open in new window"), and the
 * site's signed-in user with them, so the new window is theirs too.
 */
export function withPagePreferences(url: string, search: string = location.search): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [LOCALE_PARAM, THEME_PARAM, USER_ID_PARAM, USER_HASH_PARAM]) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}
