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
// A wide table scrolls inside its bubble rather than breaking its words letter by letter.
globalStyle(`${markdown} table`, {
  borderCollapse: 'collapse',
  display: 'block',
  overflowX: 'auto',
  maxWidth: '100%',
  fontSize: '0.85rem',
  margin: '0 0 0.5em',
});
globalStyle(`${markdown} th, ${markdown} td`, {
  border: '1px solid rgba(0, 0, 0, 0.2)',
  padding: '3px 6px',
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'normal',
  minWidth: '4.5em',
});

export const plain = style({ whiteSpace: 'pre-wrap' });

// The message list is itself a list; without these, lists in a message would inherit its style.
globalStyle(`${markdown} ul`, { listStyleType: 'disc', paddingInlineStart: '1.25em' });
globalStyle(`${markdown} ol`, { listStyleType: 'decimal', paddingInlineStart: '1.5em' });
