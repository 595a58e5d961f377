import { style } from '@vanilla-extract/css';
import { palette } from '../../shared/theme.css';
import { bareList, column, outlined, ruleAbove, wrappingRow } from '../style-parts';

/** The knowledge panel under the team panel (issue 13): a disclosure, so the conversations stay in view. */
export const panel = style(ruleAbove);
export const summary = style({ cursor: 'pointer', fontWeight: 700, fontSize: '1.1rem', padding: '4px', minHeight: 32 });
export const body = style({ ...column(12), paddingTop: 8 });
export const subheading = style({ margin: '4px 0', fontSize: '1rem' });
export const list = style({ ...bareList, ...column(8) });
export const item = style({ ...column(4), ...outlined, padding: 8, overflowWrap: 'anywhere' });
export const itemName = style({ fontWeight: 600 });
export const actions = style(wrappingRow(6));
export const form = style(column(8));
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: 6 });
export const textarea = style({ minHeight: 96, resize: 'vertical' });
export const failed = style({ color: palette.error, fontWeight: 600 });
/** An answer quoted under its verdict: a few lines, the rest in the conversation. */
export const answerText = style({ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' });
