// CSV as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled, CRLF between rows.
// A cell that a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
// return before one) is prefixed with an apostrophe, so a visitor's "name" cannot become a formula
// in the team's spreadsheet (CSV injection).

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvRow(cells: (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
