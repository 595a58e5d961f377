import { style } from '@vanilla-extract/css';
import { organisationColours, palette } from '../shared/theme.css';

export const centred = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  padding: 16,
  textAlign: 'center',
});

export const status = style({ display: 'inline-flex', alignItems: 'center', gap: 8, color: palette.mutedText, margin: 0 });

export const error = style({ color: palette.error, margin: 0, display: 'inline-flex', gap: 8, alignItems: 'flex-start', textAlign: 'start' });

export const start = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 10,
  padding: '20px 16px 12px',
  textAlign: 'center',
});

export const logo = style({ width: 72, height: 72, objectFit: 'contain' });

export const title = style({ margin: 0, fontSize: '1.25rem' });

export const intro = style({ margin: 0, color: palette.mutedText, fontSize: '0.9rem', maxWidth: 420 });

export const createdBy = style({ fontSize: '0.75rem', color: palette.mutedText });

export const questions = style({
  listStyle: 'none',
  margin: '8px 0 0',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 8,
});

export const question = style({
  font: 'inherit',
  fontSize: '0.9rem',
  padding: '8px 12px',
  minHeight: 36,
  borderRadius: 16,
  cursor: 'pointer',
  // Outlined in the organisation's colour, with dark text: readable whatever colour it chose.
  border: `1.5px solid ${organisationColours.brandEdge}`,
  background: `color-mix(in srgb, ${organisationColours.chatBubbleColor} 14%, ${palette.surface})`,
  color: palette.text,
  textAlign: 'start',
  ':hover': { background: `color-mix(in srgb, ${organisationColours.chatBubbleColor} 28%, ${palette.surface})` },
});

export const firstMessage = style({ listStyle: 'none', width: '100%', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12, textAlign: 'start' });

export const retry = style({
  font: 'inherit',
  padding: '8px 14px',
  minHeight: 40,
  borderRadius: 8,
  border: 'none',
  cursor: 'pointer',
  background: organisationColours.buttonColor,
  color: organisationColours.buttonTextColor,
});
