import { style } from '@vanilla-extract/css';
import { organisationColours, palette } from './theme.css';

export const composer = style({
  display: 'flex',
  gap: 8,
  alignItems: 'center',
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
  background: organisationColours.buttonColor,
  color: organisationColours.buttonTextColor,
  cursor: 'pointer',
  ':disabled': { opacity: 0.5, cursor: 'not-allowed' },
});
