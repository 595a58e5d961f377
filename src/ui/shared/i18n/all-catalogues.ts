import type { Locale } from '../../../contract/locales';
import { TEXTS } from '../../../contract/texts';
import ar from './ar';
import type { Catalogue } from './catalogue';
import de from './de';
import es from './es';
import fr from './fr';
import pt from './pt';

/**
 * Every language at once, for the server's render of the embed frame's first view
 * (src/frame-shell-render.tsx). The browser loads only its own (load-texts.ts).
 */
export const ALL_CATALOGUES: Record<Locale, Catalogue> = { en: TEXTS, de, fr, es, pt, ar };
