import { style } from '@vanilla-extract/css';

export const frame = style({ height: '100vh', display: 'flex', flexDirection: 'column' });
