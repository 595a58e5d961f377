import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CSSProperties } from 'react';
import { CONTROL_CONTRAST, TEXT_CONTRAST, withContrast } from '../../contract/colour-contrast';
import { DEFAULT_CHAT_BUBBLE_COLOR, DEFAULT_CHAT_TEXT_COLOR, type Organisation } from '../../contract/contract';
import { DARK_PALETTE, LIGHT_PALETTE, organisationColours, organisationScope } from './theme.css';

/**
 * The class and inline style that give everything inside them the organisation's colours, in
 * the light and the dark theme. Before the organisation has loaded, the product's defaults apply
 * (SPEC.md §9). One brand colour, chat_bubble_color, themes the launcher, the visitor's bubbles
 * and the send button; the contact form's button keeps widget_settings' buttonColor (SPEC.md §2).
 */
export function organisationTheme(organisation: Organisation | null | undefined): { className: string; style: CSSProperties } {
  const bubbleText = organisation?.chat_text_color || DEFAULT_CHAT_TEXT_COLOR;
  const bubble = readableBubbleColor(organisation?.chat_bubble_color || DEFAULT_CHAT_BUBBLE_COLOR, bubbleText);
  const buttonText = organisation?.widget_settings.buttonTextColor || bubbleText;
  // brandEdge is left to organisationScope, which picks one of the two edges by theme.
  const style = assignInlineVars({
    [organisationColours.chatBubbleColor]: bubble,
    [organisationColours.chatTextColor]: bubbleText,
    [organisationColours.buttonColor]: withContrast(organisation?.widget_settings.buttonColor || bubble, buttonText, TEXT_CONTRAST),
    [organisationColours.buttonTextColor]: buttonText,
    [organisationColours.brandEdgeLight]: withContrast(bubble, LIGHT_PALETTE.surface, CONTROL_CONTRAST),
    [organisationColours.brandEdgeDark]: withContrast(bubble, DARK_PALETTE.surface, CONTROL_CONTRAST),
  }) as CSSProperties;
  return { className: organisationScope, style };
}

/**
 * The bubble colour, darkened (or lightened, for dark text) just enough for the bubble's text to
 * meet WCAG AA (4.5:1). The default pair, white on #6ea9d7, is only 2.5:1.
 */
export const readableBubbleColor = (bubble: string, text: string): string => withContrast(bubble, text, TEXT_CONTRAST);
