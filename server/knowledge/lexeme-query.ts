// tsquery text built from lexemes (never parsed from what a visitor wrote).

/** A tsquery literal of quoted lexemes: safe for any characters a lexeme may hold. */
export function lexemeQuery(lexemes: string[]): string {
  return lexemes.map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
}
