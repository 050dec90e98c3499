/** UTF-8 byte order mark: spreadsheet programs then read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** A cell a spreadsheet would run as a formula (= + - @, tab, CR) is prefixed with ' so it stays text. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A phone number with its country code ("+65 9123 4567"): a + followed only by digits, spaces, brackets and
 * dashes calls no function and reaches no other cell, so it is no formula to neutralise.
 */
const isPhone = (text: string) => /^\+[0-9][0-9 ()-]*$/.test(text);

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const raw = String(value);
  // A phone stays as written, quoted as text, rather than gaining an apostrophe the reader would have to strip.
  if (isPhone(raw)) return quoted(raw);
  const text = neutraliseFormula(raw);
  return /[",\r\n]/.test(text) ? quoted(text) : text;
}

/** RFC 4180 CSV with a BOM and CRLF line ends, formula injection neutralised in every cell (phone numbers are no formulas). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
