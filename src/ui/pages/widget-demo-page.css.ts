import { style } from '@vanilla-extract/css';
import { palette } from '../shared/theme.css';

export const page = style({
  maxWidth: 760,
  margin: '0 auto',
  padding: '40px 24px 160px',
  '@media': { 'screen and (max-width: 480px)': { padding: '24px 14px 120px' } },
});

export const title = style({ fontSize: '2rem', lineHeight: 1.2, margin: '0 0 24px' });

export const section = style({ marginBottom: 28 });

export const heading = style({ fontSize: '1.3rem', margin: '0 0 8px' });

export const filler = style({ margin: '0 0 10px', color: palette.mutedText });
