import { assignVars, createGlobalTheme, createGlobalThemeContract, createThemeContract, globalStyle, style } from '@vanilla-extract/css';

/**
 * Per-organisation colours (SPEC.md §3 Organisation, widget settings). Routes set them with
 * `organisationTheme()` on the element that wraps an organisation's chat, so every view below it
 * picks up that organisation's colours without props. `brand` is chat_bubble_color made readable
 * under chat_text_color; `brandEdge` is it again where it meets the page's surface (a suggestion's
 * border, the selected card), 3:1 against the light or the dark surface, whichever shows.
 */
export const organisationColours = createThemeContract({
  chatBubbleColor: null,
  chatTextColor: null,
  buttonColor: null,
  buttonTextColor: null,
  brandEdge: null,
  brandEdgeLight: null,
  brandEdgeDark: null,
});

/** The colours that do not change per organisation, as CSS variables: one set per theme. */
export const palette = createGlobalThemeContract({
  text: 'k-text',
  mutedText: 'k-muted-text',
  border: 'k-border',
  surface: 'k-surface',
  canvas: 'k-canvas',
  contactBubble: 'k-contact-bubble',
  focus: 'k-focus',
  error: 'k-error',
  link: 'k-link',
  selected: 'k-selected',
});

/** Each text colour reaches 4.5:1 on surface, canvas, contact bubble and selected (axe checks it). */
export const LIGHT_PALETTE = {
  text: '#1d2433',
  mutedText: '#5b6474',
  border: '#d9dee7',
  surface: '#ffffff',
  canvas: '#f3f5f9',
  contactBubble: '#eef1f6',
  focus: '#1a5fb4',
  error: '#b3261e',
  link: '#1a5fb4',
  selected: '#e3eefa',
};

export const DARK_PALETTE: typeof LIGHT_PALETTE = {
  text: '#e7eaf0',
  mutedText: '#a9b1bf',
  border: '#3b4252',
  surface: '#171b22',
  canvas: '#0f1217',
  contactBubble: '#262c37',
  focus: '#8ab4f8',
  error: '#ff8a80',
  link: '#8ab4f8',
  selected: '#1e2c42',
};

// data-theme on <html> (src/services/page-preferences.ts): light and dark force one; auto, or none,
// follows the system. color-scheme gives form controls and scrollbars the same.
createGlobalTheme(':root', palette, LIGHT_PALETTE);
globalStyle(':root', { colorScheme: 'light dark' });
globalStyle(':root[data-theme="light"]', { colorScheme: 'light' });
globalStyle(':root[data-theme="dark"]', { vars: assignVars(palette, DARK_PALETTE), colorScheme: 'dark' });
globalStyle(':root:not([data-theme="light"])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(palette, DARK_PALETTE) } },
});

/**
 * On the element that carries an organisation's colours (with organisationTheme()'s style): picks
 * the brand's edge for the theme that shows. It must be the same element: a variable that names
 * another resolves where it is declared.
 */
export const organisationScope = style({
  vars: { [organisationColours.brandEdge]: organisationColours.brandEdgeLight },
  selectors: { ':root[data-theme="dark"] &': { vars: { [organisationColours.brandEdge]: organisationColours.brandEdgeDark } } },
  '@media': {
    '(prefers-color-scheme: dark)': {
      selectors: {
        ':root:not([data-theme="light"]) &': { vars: { [organisationColours.brandEdge]: organisationColours.brandEdgeDark } },
      },
    },
  },
});

export const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  fontFamily: fontStack,
  color: palette.text,
  background: palette.canvas,
  lineHeight: 1.5,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('#root', { minHeight: '100vh' });

globalStyle(':focus-visible', { outline: `3px solid ${palette.focus}`, outlineOffset: 2 });

// Forced colours (Windows High Contrast): the system paints every colour, and a box-shadow or a
// background alone draws no edge; the outline stays (in the system's colour), as do borders.
globalStyle(':focus-visible', { '@media': { '(forced-colors: active)': { outline: '3px solid CanvasText' } } });

globalStyle('a', { color: palette.link });

// Visitors who ask for less motion get none: no spinners turning, no smooth scrolling.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
