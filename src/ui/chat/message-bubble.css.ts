import { style, styleVariants } from '@vanilla-extract/css';
import { organisationColours, palette } from '../shared/theme.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: 8,
  listStyle: 'none',
});

export const side = styleVariants({
  visitor: { flexDirection: 'row-reverse' },
  organisation: { flexDirection: 'row' },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  maxWidth: '80%',
  minWidth: 0,
});

export const bubble = style({
  padding: '8px 12px',
  borderRadius: 14,
});

export const bubbleSide = styleVariants({
  visitor: {
    background: organisationColours.chatBubbleColor,
    color: organisationColours.chatTextColor,
    borderEndEndRadius: 4,
  },
  organisation: {
    background: palette.contactBubble,
    color: palette.text,
    borderEndStartRadius: 4,
  },
});

/** In the console, the AI's answers are outlined and the team's filled, so the two read apart at a glance. */
export const aiInConsole = style({
  background: palette.surface,
  color: palette.text,
  border: `1px dashed ${palette.border}`,
});

export const meta = style({
  fontSize: '0.72rem',
  color: palette.mutedText,
  marginTop: 2,
});

export const metaSide = styleVariants({
  visitor: { textAlign: 'end' },
  organisation: { textAlign: 'start' },
});

/** A team member's name above their reply (issue 13). */
export const authorName = style({ fontSize: '0.75rem', fontWeight: 600, color: palette.mutedText, marginBottom: 2 });

/** Korero's own lines in the thread: a team member joined, the team has been told. */
export const notice = style({
  listStyle: 'none',
  alignSelf: 'center',
  textAlign: 'center',
  fontSize: '0.8rem',
  color: palette.mutedText,
  padding: '2px 12px',
});

/** A message that failed to send: its mark and retry, in the error colour. */
export const failed = style({ color: palette.error, display: 'inline-flex', gap: 8, alignItems: 'center' });

export const retry = style({
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 'none',
  padding: 0,
  textDecoration: 'underline',
  cursor: 'pointer',
});
