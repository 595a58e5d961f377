import { globalStyle, style } from '@vanilla-extract/css';
import { palette } from '../shared/theme.css';

export const page = style({
  maxWidth: 820,
  margin: '0 auto',
  padding: '24px 20px 64px',
  background: palette.surface,
  minHeight: '100vh',
  '@media': { 'screen and (max-width: 480px)': { padding: '16px 14px 48px' } },
});

export const back = style({
  font: 'inherit',
  fontWeight: 600,
  padding: '10px 16px',
  minHeight: 44,
  borderRadius: 8,
  border: `1px solid ${palette.link}`,
  background: palette.surface,
  color: palette.link,
  cursor: 'pointer',
  ':hover': { background: palette.selected },
});

// Long addresses (an e-mail in the contact section) wrap instead of widening a phone's page.
export const article = style({ margin: '20px 0 28px', overflowWrap: 'anywhere' });

// Headings get a little room above them when a citation scrolls straight to one.
globalStyle(`${article} h2, ${article} h3`, { scrollMarginTop: 16 });
globalStyle(`${article} h1`, { fontSize: '2.2rem', lineHeight: 1.2, margin: '0 0 16px' });
globalStyle(`${article} h2`, { fontSize: '1.5rem', margin: '32px 0 8px', paddingTop: 8, borderTop: `1px solid ${palette.border}` });
globalStyle(`${article} h3`, { fontSize: '1.1rem', margin: '20px 0 6px' });
globalStyle(`${article} table`, { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' });
globalStyle(`${article} th, ${article} td`, { border: `1px solid ${palette.border}`, padding: '8px 10px', textAlign: 'start', verticalAlign: 'top' });
globalStyle(`${article} th`, { background: palette.canvas });
globalStyle(`${article} blockquote`, { margin: '12px 0', paddingInlineStart: 14, borderInlineStart: `4px solid ${palette.border}`, color: palette.mutedText });
globalStyle(`${article} :target`, { background: palette.selected });
// The section a citation opened, marked for as long as the page is open at it.
globalStyle(`${article} [data-cited]`, {
  background: palette.selected,
  boxShadow: `inset 4px 0 0 ${palette.link}`,
  borderRadius: 6,
  padding: '8px 12px',
  borderTopColor: 'transparent',
});

export const disclaimer = style({
  marginTop: 28,
  padding: 14,
  borderRadius: 8,
  background: palette.canvas,
  color: palette.mutedText,
  fontSize: '0.9rem',
});

export const backdrop = style({ background: 'rgba(29, 36, 51, 0.45)' });

export const dialog = style({
  position: 'fixed',
  zIndex: 200,
  inset: 0,
  margin: 'auto',
  width: 'min(520px, calc(100vw - 24px))',
  height: 'fit-content',
  maxHeight: 'calc(100vh - 24px)',
  overflowY: 'auto',
  padding: 20,
  borderRadius: 12,
  background: palette.surface,
  boxShadow: '0 16px 40px rgba(29, 36, 51, 0.3)',
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
});

// With a section in the address the dialog sits at the bottom, so the cited section stays in view.
export const dialogDocked = style({
  top: 'auto',
  bottom: 12,
  boxShadow: '0 -4px 24px rgba(29, 36, 51, 0.25)',
});

export const dialogHeading = style({ margin: 0, fontSize: '1.2rem' });

export const dialogText = style({ margin: 0 });

export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' });
