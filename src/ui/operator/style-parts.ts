// The pieces the console's styles (*.css.ts) are made of, so each layout and outline is written once.
import { palette } from '../shared/theme.css';

/** Children one under another. */
export const column = (gap: number) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Children side by side, wrapping onto the next line when there is no room. */
export const wrappingRow = (gap: number) => ({ display: 'flex', flexWrap: 'wrap', gap }) as const;

/** A list without bullets or indentation. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The console's thin rounded outline (fields). */
export const outline = { borderRadius: 8, border: `1px solid ${palette.border}` } as const;

/** The same on the surface colour (buttons, cards, the skip link). */
export const outlined = { ...outline, background: palette.surface } as const;

/** A rule above a panel of the sidebar. */
export const ruleAbove = { borderTop: `1px solid ${palette.border}`, padding: '12px 0' } as const;
