import { style } from '@vanilla-extract/css';
import { palette } from '../shared/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: palette.surface,
  overflow: 'hidden',
});

export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 48,
  padding: '6px 8px 6px 14px',
  borderBottom: `1px solid ${palette.border}`,
});

export const title = style({ margin: 0, flex: 1, fontSize: '1rem', fontWeight: 600, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
