import { createThemeContract, globalStyle, style } from '@vanilla-extract/css';

/**
 * Per-organisation colours (SPEC.md §3 Organisation, widget settings). Routes set them with
 * `organisationTheme()` on the element that wraps an organisation's chat, so every view below it
 * picks up that organisation's colours without props.
 */
export const organisationColours = createThemeContract({
  chatBubbleColor: null,
  chatTextColor: null,
  buttonColor: null,
  buttonTextColor: null,
});

/** Colours that do not change per organisation. */
export const palette = {
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
} as const;

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
