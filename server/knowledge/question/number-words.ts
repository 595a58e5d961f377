// Numbers as the content may write them and the visitor may not ("turn five" and "turns 5", "the
// 3rd" and "third"): the other way of writing a small number, from n2words' English rather than a
// list of our own.
import { toCardinal, toOrdinal } from 'n2words/en-US';

/** Numbers written out in words are small ones: "twelve", rarely "three hundred and forty". */
const LARGEST_WRITTEN = 100;

let writings: Map<string, string> | undefined;

/**
 * Each small number's two writings, each way round ("5" and "five", "5th" and "fifth"). Only numbers
 * written as one word: the index splits "eighty-two" into "eighty" and "two", another number.
 */
function numberWritings(): Map<string, string> {
  if (!writings) {
    writings = new Map();
    const pair = (digits: string, word: string) => {
      if (word.includes('-') || word.includes(' ')) return;
      writings!.set(digits, word);
      writings!.set(word, digits);
    };
    for (let value = 0; value <= LARGEST_WRITTEN; value += 1) {
      pair(String(value), toCardinal(value));
      if (value === 0) continue;
      const ordinal = toOrdinal(value);
      pair(`${value}${ordinal.slice(-2)}`, ordinal);
    }
  }
  return writings;
}

/** The other way of writing a small number ("5" ↔ "five", "3rd" ↔ "third"); undefined for any other word. */
export function otherWritingOfNumber(word: string): string | undefined {
  return numberWritings().get(word.toLowerCase());
}
