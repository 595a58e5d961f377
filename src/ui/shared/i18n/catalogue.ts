import type { TextKey } from '../../../contract/texts';

/**
 * A language's texts: one for every key of the English catalogue (src/contract/texts.ts), so a
 * key missing from a language fails the typecheck. {placeholders} keep their English names.
 */
export type Catalogue = Record<TextKey, string>;
