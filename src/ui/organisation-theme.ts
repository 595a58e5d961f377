import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CSSProperties } from 'react';
import { DEFAULT_CHAT_BUBBLE_COLOR, DEFAULT_CHAT_TEXT_COLOR, type Organisation } from '../services/contract';
import { organisationColours } from './theme.css';

/**
 * The inline style that gives everything inside it the organisation's colours. Before the
 * organisation has loaded, the product's defaults apply (SPEC.md §9).
 */
export function organisationTheme(organisation: Organisation | null | undefined): CSSProperties {
  const bubble = organisation?.chat_bubble_color || DEFAULT_CHAT_BUBBLE_COLOR;
  const bubbleText = organisation?.chat_text_color || DEFAULT_CHAT_TEXT_COLOR;
  return assignInlineVars(organisationColours, {
    chatBubbleColor: bubble,
    chatTextColor: bubbleText,
    buttonColor: organisation?.widget_settings.buttonColor || bubble,
    buttonTextColor: organisation?.widget_settings.buttonTextColor || bubbleText,
  }) as CSSProperties;
}
