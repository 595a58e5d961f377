import { style, styleVariants } from '@vanilla-extract/css';
import { organisationColours, palette } from './theme.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: 8,
  listStyle: 'none',
});

export const side = styleVariants({
  visitor: { flexDirection: 'row-reverse' },
  organisation: { flexDirection: 'row' },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  maxWidth: '80%',
  minWidth: 0,
});

export const bubble = style({
  padding: '8px 12px',
  borderRadius: 14,
});

export const bubbleSide = styleVariants({
  visitor: {
    background: organisationColours.chatBubbleColor,
    color: organisationColours.chatTextColor,
    borderBottomRightRadius: 4,
  },
  organisation: {
    background: palette.contactBubble,
    color: palette.text,
    borderBottomLeftRadius: 4,
  },
});

export const meta = style({
  fontSize: '0.72rem',
  color: palette.mutedText,
  marginTop: 2,
});

export const metaSide = styleVariants({
  visitor: { textAlign: 'right' },
  organisation: { textAlign: 'left' },
});
