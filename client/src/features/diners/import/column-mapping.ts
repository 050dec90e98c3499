import { DINER_EXPORT_COLUMNS, DINER_IMPORT_COLUMNS, toCsv, type DinerImportColumn, type DinerImportResult } from '@covers/shared';
import { normaliseHeader, unguardCell } from '../../reservations/import/import-rows';

/** A file column's target: a diner field, or nothing. */
export type ColumnTarget = DinerImportColumn | null;

/** The dinersUi label of each import column (the export's labels). */
export const COLUMN_LABELS = Object.fromEntries(DINER_EXPORT_COLUMNS) as Record<DinerImportColumn, string>;

/** Other names files give the diner fields, as normaliseHeader writes them. */
const SYNONYMS: Partial<Record<DinerImportColumn, string[]>> = {
  salutation: ['title', 'honorific'],
  first_name: ['firstname', 'given_name', 'first', 'forename'],
  last_name: ['lastname', 'surname', 'family_name', 'last', 'name'],
  phone: ['mobile', 'mobile_number', 'phone_number', 'tel', 'telephone', 'cell', 'contact_number'],
  email: ['e-mail', 'email_address', 'mail'],
  birthday: ['date_of_birth', 'dob', 'birth_date', 'birthdate'],
  anniversary: ['anniversary_date', 'wedding_anniversary'],
  marketing_opt_in: ['marketing', 'opt_in', 'newsletter', 'subscribed'],
  organisation: ['organization', 'company'],
  notes: ['note', 'remarks', 'comments'],
  vip: ['vvip', 'is_vip'],
};

/** The field a header names, by its own name, the export's English label or a common synonym; each field at most once. */
export function guessMapping(headers: readonly string[], labelOf: (column: DinerImportColumn) => string): ColumnTarget[] {
  const taken = new Set<DinerImportColumn>();
  return headers.map((header) => {
    const name = normaliseHeader(header);
    const column = DINER_IMPORT_COLUMNS.find(
      (c) => !taken.has(c) && (c === name || normaliseHeader(labelOf(c)) === name || SYNONYMS[c]?.includes(name)),
    );
    if (!column) return null;
    taken.add(column);
    return column;
  });
}

/** The file's records as the server's rows: each mapped column's cell, trimmed and unguarded. */
export function mappedRows(records: readonly string[][], mapping: readonly ColumnTarget[]): Record<string, string>[] {
  return records.map((record) => {
    const row: Record<string, string> = {};
    mapping.forEach((column, i) => {
      if (column && record[i] !== undefined) row[column] = unguardCell(record[i].trim());
    });
    return row;
  });
}

/** The rows that failed, as the file had them, with a last column saying why (translated): a CSV to fix and import again. */
export function failuresCsv(
  headers: readonly string[],
  records: readonly string[][],
  failed: readonly { index: number; fields: Record<string, string> }[],
  errorsLabel: string,
  message: (field: string, key: string) => string,
): string {
  return toCsv(
    [...headers, errorsLabel],
    failed.map(({ index, fields }) => [
      ...records[index],
      Object.entries(fields)
        .map(([field, key]) => message(field, key))
        .join('; '),
    ]),
  );
}

/** The failures of one part, numbered by their record in the whole file. */
export const failuresOfPart = (result: DinerImportResult, firstIndex: number) =>
  result.failed.map(({ row, fields }) => ({ index: firstIndex + row - 1, fields }));
