import { style } from '@vanilla-extract/css';

export const tooltip = style({
  background: '#1d2433',
  color: '#ffffff',
  fontSize: '0.8rem',
  padding: '4px 8px',
  borderRadius: 6,
  zIndex: 1000,
  maxWidth: 260,
});
