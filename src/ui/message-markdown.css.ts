import { globalStyle, style } from '@vanilla-extract/css';

export const markdown = style({
  overflowWrap: 'anywhere',
  fontSize: '0.95rem',
});

globalStyle(`${markdown} > :first-child`, { marginTop: 0 });
globalStyle(`${markdown} > :last-child`, { marginBottom: 0 });
globalStyle(`${markdown} p, ${markdown} ul, ${markdown} ol`, { margin: '0 0 0.5em' });
globalStyle(`${markdown} a`, { color: 'inherit', textDecoration: 'underline' });
globalStyle(`${markdown} pre`, { whiteSpace: 'pre-wrap', overflowX: 'auto' });
globalStyle(`${markdown} table`, { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' });
globalStyle(`${markdown} th, ${markdown} td`, { border: '1px solid currentColor', padding: '2px 6px' });
