import { style } from '@vanilla-extract/css';
import { organisationColours, palette } from '../shared/theme.css';

export const sidebar = style({
  height: '100%',
  overflowY: 'auto',
  padding: 12,
  background: palette.canvas,
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
});

export const heading = style({ margin: '4px 4px 2px', fontSize: '1.1rem' });

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });

export const card = style({
  width: '100%',
  font: 'inherit',
  textAlign: 'start',
  padding: '10px 12px',
  minHeight: 44,
  borderRadius: 10,
  border: `1px solid ${palette.border}`,
  background: palette.surface,
  color: palette.text,
  cursor: 'pointer',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  ':hover': { borderColor: organisationColours.brandEdge },
  selectors: {
    '&[aria-current="true"]': {
      background: palette.selected,
      borderColor: organisationColours.brandEdge,
      boxShadow: `inset 4px 0 0 ${organisationColours.brandEdge}`,
    },
  },
});

export const createCard = style({
  fontWeight: 600,
  flexDirection: 'row',
  alignItems: 'center',
  gap: 8,
  borderStyle: 'dashed',
});

export const summary = style({
  fontWeight: 600,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const lastMessage = style({ fontSize: '0.8rem', color: palette.mutedText });
