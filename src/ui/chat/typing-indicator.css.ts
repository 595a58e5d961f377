import { keyframes, style } from '@vanilla-extract/css';
import { palette } from '../shared/theme.css';

const pulse = keyframes({
  '0%, 80%, 100%': { opacity: 0.25 },
  '40%': { opacity: 1 },
});

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  color: palette.mutedText,
  fontSize: '0.85rem',
});

export const dots = style({ display: 'inline-flex', gap: 3 });

export const dot = style({
  width: 6,
  height: 6,
  borderRadius: '50%',
  background: 'currentColor',
  animation: `${pulse} 1.2s infinite ease-in-out`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.2s' },
    '&:nth-child(3)': { animationDelay: '0.4s' },
  },
});
