import { style } from '@vanilla-extract/css';
import { organisationColours, palette } from '../shared/theme.css';

export const composer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'flex-end',
  padding: 8,
  borderTop: `1px solid ${palette.border}`,
  background: palette.surface,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  font: 'inherit',
  fontSize: '1rem',
  padding: '10px 12px',
  borderRadius: 10,
  border: `1px solid ${palette.border}`,
  background: palette.surface,
  color: palette.text,
  ':disabled': { background: palette.canvas },
  // Grows with its text up to about five lines, then scrolls.
  resize: 'none',
  fieldSizing: 'content',
  minHeight: 44,
  maxHeight: 'calc(5lh + 22px)',
  lineHeight: 1.4,
});

export const send = style({
  width: 44,
  height: 44,
  flexShrink: 0,
  borderRadius: '50%',
  border: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The brand colour, as the launcher and the visitor's bubbles (organisationTheme).
  background: organisationColours.chatBubbleColor,
  color: organisationColours.chatTextColor,
  cursor: 'pointer',
  ':disabled': { opacity: 0.5, cursor: 'not-allowed' },
});

/** How many characters are left, under the input, once the limit is near. */
export const limit = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: '0.8125rem',
  color: palette.mutedText,
});

export const limitExceeded = style([limit, { color: palette.error, fontWeight: 600 }]);
