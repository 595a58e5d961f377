import { style } from '@vanilla-extract/css';
import { organisationColours, palette } from '../shared/theme.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  padding: 12,
  margin: 8,
  borderRadius: 10,
  border: `1px solid ${palette.border}`,
  background: palette.surface,
});

export const heading = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 });

export const intro = style({ margin: 0, fontSize: '0.9rem' });

export const close = style({
  background: 'none',
  border: 'none',
  padding: 4,
  minWidth: 32,
  minHeight: 32,
  cursor: 'pointer',
  color: palette.mutedText,
  borderRadius: 6,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: 2, fontSize: '0.85rem' });

export const input = style({
  font: 'inherit',
  fontSize: '1rem',
  padding: '8px 10px',
  borderRadius: 8,
  border: `1px solid ${palette.border}`,
  selectors: { '&[aria-invalid="true"]': { borderColor: palette.error } },
});

export const fieldError = style({ color: palette.error, fontSize: '0.8rem' });

export const submit = style({
  font: 'inherit',
  fontWeight: 600,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  padding: '10px 14px',
  minHeight: 44,
  borderRadius: 8,
  border: 'none',
  cursor: 'pointer',
  background: organisationColours.buttonColor,
  color: organisationColours.buttonTextColor,
  ':disabled': { opacity: 0.7, cursor: 'progress' },
});

export const helper = style({ margin: 0, fontSize: '0.85rem', color: palette.mutedText });
