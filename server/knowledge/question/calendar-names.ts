// Weekdays and months as visitors shorten them ("mon, tue and thurs", "sept"): the full name, from
// date-fns's English locale rather than a list of our own. Its own entry point: 'date-fns/locale'
// loads every locale (~540 modules, ~0.45 s of CPU at every start).
import { enUS } from 'date-fns/locale/en-US';

const NAMES = [
  ...Array.from({ length: 7 }, (_, day) => enUS.localize.day(day as 0, { width: 'wide' })),
  ...Array.from({ length: 12 }, (_, month) => enUS.localize.month(month as 0, { width: 'wide' })),
].map((name) => name.toLowerCase());

/** The shortest shortening read as a name: two letters ("tu", "ma") would be too many other things. */
const MIN_SHORTENING = 3;

/**
 * The weekday or month a word shortens ("thurs" → "thursday"), when it is no English word of its
 * own ("sun" hats and "sat" stay what they are: the caller knows which words are English).
 */
export function calendarNameFor(word: string): string | undefined {
  if (word.length < MIN_SHORTENING) return undefined;
  const names = NAMES.filter((name) => name !== word && name.startsWith(word));
  return names.length === 1 ? names[0] : undefined;
}
