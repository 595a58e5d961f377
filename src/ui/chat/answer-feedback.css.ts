import { style } from '@vanilla-extract/css';
import { palette } from '../shared/theme.css';

export const feedback = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 4,
  marginTop: 2,
});

export const thumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 24 px: WCAG 2.2's smallest target, and small enough to sit quietly under every answer.
  minWidth: 24,
  minHeight: 24,
  padding: 2,
  border: '1px solid transparent',
  borderRadius: 6,
  background: 'none',
  color: palette.mutedText,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: palette.text, borderColor: palette.mutedText },
    '&:hover': { color: palette.text },
  },
});

export const failed = style({ color: palette.error, fontSize: '0.72rem', display: 'inline-flex', gap: 8, alignItems: 'center' });

export const retry = style({
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 'none',
  padding: 0,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const comment = style({ display: 'inline-flex', gap: 8, alignItems: 'center', fontSize: '0.72rem', flex: '1 1 12rem' });

export const commentInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: 24,
  font: 'inherit',
  color: palette.text,
  background: 'none',
  border: `1px solid ${palette.mutedText}`,
  borderRadius: 6,
  padding: '2px 6px',
});

export const thanks = style({ color: palette.mutedText, fontSize: '0.72rem' });
