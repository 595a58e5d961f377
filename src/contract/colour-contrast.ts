// WCAG contrast for the organisation's colours (chat_bubble_color, chat_text_color): text needs
// 4.5:1 against its background, a control's graphics (the launcher's icon, the send button's
// arrow, a button's edge) 3:1. Shared by the server (the launcher's colours in embed.js) and the
// client (the panel's, in light and dark themes).

type Rgb = [number, number, number];

export const TEXT_CONTRAST = 4.5;
export const CONTROL_CONTRAST = 3;

function parseHex(colour: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb): string => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const ratioOf = (first: number, second: number): number =>
  (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);

/** The WCAG contrast ratio of two #rgb/#rrggbb colours; NaN when either is not one. */
export function contrastRatio(a: string, b: string): number {
  const first = parseHex(a);
  const second = parseHex(b);
  if (!first || !second) return NaN;
  return ratioOf(luminance(first), luminance(second));
}

/**
 * `colour`, darkened or lightened (away from `against`) just enough to reach `ratio` against it;
 * as it is when it already does, or when either is not a hex colour (then the page's own CSS decides).
 * Each colour is parsed once: the frame computes five of these before its first render.
 */
export function withContrast(colour: string, against: string, ratio: number): string {
  const background = parseHex(colour);
  const foreground = parseHex(against);
  if (!background || !foreground) return colour;
  const againstLuminance = luminance(foreground);
  if (ratioOf(luminance(background), againstLuminance) >= ratio) return colour;
  const towards = againstLuminance > 0.18 ? 0 : 255;
  for (let step = 1; step <= 40; step += 1) {
    const candidate = background.map((value) => Math.round(value + ((towards - value) * step) / 40)) as Rgb;
    if (ratioOf(luminance(candidate), againstLuminance) >= ratio) return toHex(candidate);
  }
  return toHex([towards, towards, towards]);
}

/**
 * The launcher's background for its icon in `text` (3:1, a control's graphic). The default pair,
 * white on #6ea9d7, is only 2.5:1.
 */
export const launcherColour = (bubble: string, text: string): string => withContrast(bubble, text, CONTROL_CONTRAST);
