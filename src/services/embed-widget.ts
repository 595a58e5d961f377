// The widget demo page's widget is the real embed (docs/embed.md): the same tag a site owner
// pastes, added while the page's route is shown and taken away again when the route goes — this
// is a single-page app, so leaving the route does not unload the loader.
import { LOCALE_PARAM, THEME_PARAM } from '../contract/locales';
import { apiBase } from './api';

/** embed.js is served beside the API, at the root of the Korero server: same origin by default. */
export function embedScriptUrl(base: string = apiBase(), page: string = location.href): string {
  return new URL('../embed.js', new URL(base.replace(/\/*$/, '/'), page)).href;
}

/**
 * Adds `<script src=".../embed.js" data-organisation-id="…" async>` to the page; the returned
 * function removes the script and the widget. Safe to call again at once (React StrictMode mounts
 * effects twice): a script removed before it ran does nothing, and there is one widget at a time.
 */
export function addEmbedWidget(organisationId: string): () => void {
  const script = document.createElement('script');
  script.src = embedScriptUrl();
  script.async = true;
  script.dataset.organisationId = organisationId;
  // The demo page's own ?locale= and ?theme= become the tag's data-locale and data-theme, as a
  // site owner would write them.
  const params = new URLSearchParams(location.search);
  const locale = params.get(LOCALE_PARAM);
  const theme = params.get(THEME_PARAM);
  if (locale) script.dataset.locale = locale;
  if (theme) script.dataset.theme = theme;
  // The app's pages send no referrer by default; embed.js reads it to draw the launcher in the
  // organisation's colours without waiting for the frame.
  script.referrerPolicy = 'strict-origin-when-cross-origin';
  document.body.append(script);
  return () => {
    script.remove();
    window.Korero?.remove();
  };
}
