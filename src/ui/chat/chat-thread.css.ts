import { style } from '@vanilla-extract/css';
import { palette } from '../shared/theme.css';

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
});

export const header = style({
  padding: '8px 12px',
  borderBottom: `1px solid ${palette.border}`,
  fontSize: '0.85rem',
  color: palette.mutedText,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});

export const line = style({ margin: 0 });

export const linkButton = style({
  font: 'inherit',
  background: 'none',
  border: 'none',
  padding: 0,
  color: palette.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 3,
  verticalAlign: 'baseline',
  minHeight: 24,
});

export const messages = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  margin: 0,
  padding: 12,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
});

export const typing = style({ listStyle: 'none' });

export const sendError = style({ color: palette.error, margin: '0 12px 6px', fontSize: '0.9rem' });

export const footer = style({
  padding: '6px 12px',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '4px 12px',
  fontSize: '0.8rem',
  color: palette.mutedText,
});

export const poweredBy = style({ color: palette.mutedText, fontSize: '0.75rem' });
