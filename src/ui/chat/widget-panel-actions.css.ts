import { style } from '@vanilla-extract/css';
import { palette } from '../shared/theme.css';

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
