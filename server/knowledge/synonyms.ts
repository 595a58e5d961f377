// A small map of words visitors use for the same thing. Stemming already joins "jumps" and
// "jumping"; this joins different words ("cost" and "price") and spelling variants ("bungee" and
// "bungy"). Every word in a group stands for all of them.
const GROUPS: string[][] = [
  ['bungy', 'bungee'],
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
];

const INDEX = new Map<string, string[]>();
for (const group of GROUPS) {
  for (const word of group) INDEX.set(word, [...new Set([...(INDEX.get(word) ?? []), ...group])]);
}

/** The word's synonyms (without itself); none for most words. */
export function synonymsOf(word: string): string[] {
  return (INDEX.get(word.toLowerCase()) ?? []).filter((synonym) => synonym !== word.toLowerCase());
}
