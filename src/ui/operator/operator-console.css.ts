import { style } from '@vanilla-extract/css';
import { palette } from '../shared/theme.css';
import { bareList, column, outline, outlined, ruleAbove, wrappingRow } from './style-parts';

export const signInPage = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  padding: 16,
});

export const subheading = style({ margin: 0, fontSize: '1.1rem', lineHeight: 1.25 });

export const signInForm = style({
  ...column(12),
  ...outlined,
  width: 'min(420px, 100%)',
  padding: 24,
  borderRadius: 14,
  boxShadow: '0 8px 24px rgba(29, 36, 51, 0.08)',
});

export const heading = style({ margin: 0, fontSize: '1.4rem', lineHeight: 1.25 });

export const hint = style({ margin: 0, color: palette.mutedText });

export const field = style({ ...column(4), fontWeight: 600 });

export const input = style({
  ...outline,
  font: 'inherit',
  fontWeight: 400,
  padding: '10px 12px',
  selectors: { '&[aria-invalid="true"]': { borderColor: palette.error } },
});

export const error = style({ margin: 0, color: palette.error });

/** The console's main buttons look like the contact form's submit button: the organisation's button colours. */
export { submit as button } from '../chat/contact-details-form.css';

export const quietButton = style({
  ...outlined,
  font: 'inherit',
  minHeight: 36,
  padding: '6px 12px',
  color: palette.text,
  cursor: 'pointer',
});

export const listHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 });

export const toolbar = style({ ...wrappingRow(8), alignItems: 'center' });

export const contactLine = style({ fontSize: '0.85rem', color: palette.mutedText, overflowWrap: 'anywhere' });

export const markers = style({ ...wrappingRow(6), marginTop: 4 });

export const marker = style({
  fontSize: '0.75rem',
  fontWeight: 600,
  padding: '1px 8px',
  borderRadius: 999,
  border: `1px solid ${palette.border}`,
  background: palette.canvas,
});

export const wantsPerson = style({ borderColor: '#a15c00', color: '#7a4500', background: '#fff4e0' });

export const empty = style({ margin: '4px', color: palette.mutedText });

export const conversationColumn = style({ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 });

export const conversationBar = style({
  ...wrappingRow(8),
  alignItems: 'center',
  padding: '8px 14px',
  borderBottom: `1px solid ${palette.border}`,
  background: palette.surface,
});

export const contactName = style({ margin: 0, fontSize: '1rem', flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const chatArea = style({ flex: 1, minHeight: 0 });

export const nothingSelected = style({
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 24,
  textAlign: 'center',
  color: palette.mutedText,
  background: palette.surface,
});

/** The team panel under the conversations (issue 13). */
export const teamPanel = style({ ...column(8), ...ruleAbove });
export const teamList = style({ ...bareList, ...column(6) });
export const teamMember = style({ ...wrappingRow(6), alignItems: 'center', justifyContent: 'space-between' });
export const teamActions = style({ display: 'flex', gap: 6, alignItems: 'center' });
export const inviteForm = style(column(8));
export const record = style({ fontSize: '0.85rem', color: palette.mutedText, padding: '4px 12px' });

/** The inbox (issue 13): cards, search and filters, contact details, the small-screen views. */
export const cardTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 6 });
export const cardName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const preview = style({
  fontSize: '0.9rem',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
});
export const unread = style({ borderColor: palette.text, background: palette.text, color: palette.surface });
export const waiting = style({ margin: '0 4px', fontWeight: 600 });
export const inboxFilters = style(column(8));
export const searchForm = style({ display: 'flex', gap: 6 });
export const searchInput = style([input, { flex: 1, minWidth: 0, padding: '6px 10px' }]);
export const filterButtons = style(wrappingRow(6));
export const filterButton = style([
  quietButton,
  {
    minHeight: 32,
    padding: '4px 10px',
    fontSize: '0.85rem',
    selectors: { '&[aria-pressed="true"]': { background: palette.text, color: palette.surface, borderColor: palette.text } },
  },
]);
export const contactDetails = style({ ...wrappingRow(0), flexBasis: '100%', gap: '2px 16px', margin: 0, fontSize: '0.85rem' });
export const contactDetail = style({ display: 'flex', gap: 4, minWidth: 0, overflowWrap: 'anywhere' });
export const contactTerm = style({ fontWeight: 600 });
export const contactValue = style({ margin: 0 });
export const backButton = style({ flexBasis: '100%' });
export const skipLink = style({
  ...outlined,
  position: 'absolute',
  insetInlineStart: 8,
  top: -60,
  zIndex: 10,
  padding: '8px 12px',
  color: palette.text,
  ':focus': { top: 8 },
});
export const liveStatus = style({ margin: '0 4px', fontSize: '0.8rem', color: palette.mutedText });

/** A visitor's verdict under an AI answer in the console's thread (issue 14). */
export const verdict = style({ margin: '4px 0 0', fontSize: '0.85rem', color: palette.mutedText });
export const verdictDown = style([verdict, { color: palette.error, fontWeight: 600 }]);
