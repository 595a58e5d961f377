import { style } from '@vanilla-extract/css';
import { palette } from '../shared/theme.css';

export const page = style({ height: '100vh', display: 'flex', flexDirection: 'column' });

export const group = style({ flex: 1, minHeight: 0 });

export const separator = style({
  flexBasis: 6,
  minWidth: 6,
  minHeight: 6,
  background: palette.border,
  outline: 'none',
  selectors: {
    '&[data-separator="hover"], &[data-separator="active"]': { background: palette.focus },
    '&:focus-visible': { background: palette.focus },
  },
});

export const chat = style({ height: '100%' });

/** One panel filling the page (the console on a phone). */
export const singleView = style({ flex: 1, minHeight: 0 });
