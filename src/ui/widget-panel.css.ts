import { style } from '@vanilla-extract/css';
import { organisationColours, palette } from './theme.css';

export const dock = style({
  position: 'fixed',
  right: 20,
  bottom: 20,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: 12,
  '@media': { 'screen and (max-width: 480px)': { right: 8, bottom: 8, left: 8 } },
});

export const panel = style({
  width: 380,
  height: 'min(620px, calc(100vh - 40px))',
  borderRadius: 16,
  overflow: 'hidden',
  border: `1px solid ${palette.border}`,
  boxShadow: '0 12px 32px rgba(29, 36, 51, 0.18)',
  background: palette.surface,
  '@media': { 'screen and (max-width: 480px)': { width: '100%', height: 'calc(100vh - 16px)' } },
});

export const iconButton = style({
  width: 36,
  height: 36,
  border: 'none',
  borderRadius: 8,
  background: 'transparent',
  color: palette.mutedText,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  ':hover': { background: palette.canvas, color: palette.text },
});

export const launcher = style({
  width: 60,
  height: 60,
  borderRadius: '50%',
  border: 'none',
  background: organisationColours.buttonColor,
  color: organisationColours.buttonTextColor,
  boxShadow: '0 6px 18px rgba(29, 36, 51, 0.25)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
});
