// A small map of words visitors use for the same thing. Stemming already joins "jumps" and
// "jumping"; this joins different words ("cost" and "price"), and spellings or forms of the same
// word ("bungee" and "bungy", "safe" and "safety"), which count as the word itself. Every word in a
// group stands for all.
const GROUPS: string[][] = [
  ['price', 'cost', 'fee', 'charge', 'pricing', 'prices', 'costs', 'fees', 'expensive', 'cheap', 'nzd', 'dollars', 'pay'],
  ['child', 'children', 'kid', 'kids', 'son', 'daughter', 'minor', 'minors'],
  ['age', 'old', 'older', 'oldest', 'young', 'younger', 'youngest', 'aged'],
  ['limit', 'limits', 'minimum', 'maximum', 'max', 'min', 'restriction', 'restrictions', 'requirement', 'requirements'],
  ['weight', 'weigh', 'heavy', 'kg', 'kilos', 'kilograms'],
  ['long', 'duration', 'hours', 'hour', 'minutes'],
  ['location', 'located', 'address', 'where', 'situated', 'find'],
  ['transport', 'shuttle', 'pickup', 'pick', 'bus', 'transfer', 'ride'],
  ['tandem', 'two', 'couple', 'together', 'partner'],
  ['phone', 'call', 'telephone', 'number', 'ring'],
  ['email', 'e-mail', 'mail'],
  ['refund', 'cancel', 'cancellation', 'reschedule', 'rebook'],
  ['safe', 'safety', 'dangerous', 'danger', 'risk', 'risky'],
  ['parent', 'guardian', 'consent', 'permission'],
  ['open', 'hours', 'opening', 'closed'],
  ['shirt', 't-shirt', 'tshirt', 'tee'],
  ['video', 'photos', 'photo', 'footage', 'pictures', 'filmed'],
  ['merchandise', 'merch', 'souvenir', 'souvenirs', 'shop', 'buy'],
  ['insurance', 'insurer', 'insured', 'cover', 'covered'],
  ['emergency', 'urgent', 'toothache', 'pain'],
  ['parking', 'park', 'car'],
  ['dentist', 'dental'],
  ['replace', 'replaced', 'retire', 'retired', 'renew', 'renewed'],
  ['high', 'height', 'tall', 'metres', 'meters'],
  ['payment', 'pay', 'paying', 'accept', 'card', 'cards'],
  ['instalment', 'instalments', 'installment', 'installments', 'interest-free', 'finance'],
  ['sedation', 'sedate', 'nervous', 'anxious', 'scared', 'afraid'],
  ['register', 'registration', 'signup'],
];

/** One word, spelt differently (British and American, hyphenated or not, local usage). */
const SPELLINGS: string[][] = [
  ['bungy', 'bungee'],
  ['metre', 'meter'],
  ['metres', 'meters'],
  ['e-mail', 'email'],
  ['t-shirt', 'tshirt'],
  ['instalment', 'installment'],
  ['instalments', 'installments'],
  ['colour', 'color'],
  ['centre', 'center'],
  ['organisation', 'organization'],
  ['cancelled', 'canceled'],
  ['cancelling', 'canceling'],
  ['travelling', 'traveling'],
  ['licence', 'license'],
  ['programme', 'program'],
  ['favourite', 'favorite'],
  ['analyse', 'analyze'],
  ['catalogue', 'catalog'],
  ['enrol', 'enroll'],
];

/**
 * Forms of one word that English stemming keeps apart: "Is it safe?" asks about what a "Safety"
 * section says, as much as "jumping" asks about "jumps".
 */
const FORMS: string[][] = [
  ['safe', 'safety', 'safely'],
  ['secure', 'security', 'securely'],
  ['available', 'availability'],
  ['accessible', 'accessibility'],
  ['private', 'privacy'],
  ['reliable', 'reliability'],
  ['responsible', 'responsibility'],
  ['eligible', 'eligibility'],
  ['compatible', 'compatibility'],
];

function indexOf(groups: string[][]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const group of groups) {
    for (const word of group) index.set(word, [...new Set([...(index.get(word) ?? []), ...group])]);
  }
  return index;
}

const SYNONYMS = indexOf([...GROUPS, ...SPELLINGS, ...FORMS]);
const SPELLING_INDEX = indexOf([...SPELLINGS, ...FORMS]);

const others = (index: Map<string, string[]>, word: string) => (index.get(word.toLowerCase()) ?? []).filter((other) => other !== word.toLowerCase());

/** The word's synonyms and other spellings (without itself); none for most words. */
export function synonymsOf(word: string): string[] {
  return others(SYNONYMS, word);
}

/** Other spellings or forms of the same word ("bungy" for "bungee", "safety" for "safe"): they are the word, not a synonym. */
export function spellingsOf(word: string): string[] {
  return others(SPELLING_INDEX, word);
}
