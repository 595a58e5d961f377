import { keyframes, style } from '@vanilla-extract/css';

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  animation: `${turn} 0.9s linear infinite`,
});
