// "1 section", "2 sections": a count with its noun in the form English gives that number.
const englishPlurals = new Intl.PluralRules('en');

/** `plural` defaults to the noun with an s ("file" → "files"). */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${englishPlurals.select(count) === 'one' ? noun : plural}`;
}
