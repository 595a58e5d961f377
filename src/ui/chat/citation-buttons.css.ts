import { style } from '@vanilla-extract/css';
import { palette } from '../shared/theme.css';

export const citations = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  listStyle: 'none',
  margin: '6px 0 0',
  padding: 0,
});

/** A flex item is as wide as its content unless told otherwise: then the chip inside could not shrink. */
export const item = style({ minWidth: 0, maxWidth: '100%' });

export const citation = style({
  font: 'inherit',
  fontSize: '0.8rem',
  padding: '4px 10px',
  minHeight: 28,
  borderRadius: 999,
  border: `1px solid ${palette.border}`,
  background: palette.surface,
  color: palette.link,
  cursor: 'pointer',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  ':hover': { background: palette.selected },
});
