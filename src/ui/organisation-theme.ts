import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CSSProperties } from 'react';
import { DEFAULT_CHAT_BUBBLE_COLOR, DEFAULT_CHAT_TEXT_COLOR, type Organisation } from '../services/contract';
import { organisationColours } from './theme.css';

/**
 * The inline style that gives everything inside it the organisation's colours. Before the
 * organisation has loaded, the product's defaults apply (SPEC.md §9).
 */
export function organisationTheme(organisation: Organisation | null | undefined): CSSProperties {
  const bubbleText = organisation?.chat_text_color || DEFAULT_CHAT_TEXT_COLOR;
  const bubble = readableBubbleColor(organisation?.chat_bubble_color || DEFAULT_CHAT_BUBBLE_COLOR, bubbleText);
  return assignInlineVars(organisationColours, {
    chatBubbleColor: bubble,
    chatTextColor: bubbleText,
    buttonColor: organisation?.widget_settings.buttonColor || bubble,
    buttonTextColor: organisation?.widget_settings.buttonTextColor || bubbleText,
  }) as CSSProperties;
}

type Rgb = [number, number, number];

function parseHex(colour: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The bubble colour, darkened (or lightened, for dark text) just enough for the bubble's text to
 * meet WCAG AA (4.5:1). The default pair, white on #6ea9d7, is only 2.5:1.
 */
export function readableBubbleColor(bubble: string, text: string): string {
  const background = parseHex(bubble);
  const foreground = parseHex(text);
  if (!background || !foreground) return bubble;
  const towards = luminance(foreground) > 0.18 ? 0 : 255;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = background.map((value) => Math.round(value + ((towards - value) * step) / 20)) as Rgb;
    if (contrast(candidate, foreground) >= 4.5) {
      return step === 0 ? bubble : `#${candidate.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
    }
  }
  return bubble;
}
