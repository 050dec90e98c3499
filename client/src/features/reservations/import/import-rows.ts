import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS_PER_REQUEST,
  RESERVATION_IMPORT_COLUMNS,
  dropEmptyCells,
  fieldMessages,
  reservationImportRowSchema,
} from '@covers/shared';
import Papa from 'papaparse';

export type ImportColumn = (typeof RESERVATION_IMPORT_COLUMNS)[number];
/** One CSV row as read: template column -> cell text. */
export type ImportRow = Partial<Record<ImportColumn, string>>;
/** A row's problems: column -> message key (or the server's message). Empty: the row is valid. */
export type CellErrors = Partial<Record<ImportColumn | 'row', string>>;

const COLUMNS = new Set<string>(RESERVATION_IMPORT_COLUMNS);

/** Header cells as the template spells them: trimmed, lower case, spaces as underscores, BOM dropped. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_');
}

/**
 * A cell our own CSV files (template, export) wrote with the formula guard ('+6591234567) reads back as
 * what was meant (+6591234567); anything else is kept as typed.
 */
export function unguardCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** Keeps the template's columns of a parsed record, cells trimmed and unguarded. */
export function toImportRow(record: Record<string, unknown>): ImportRow {
  const row: ImportRow = {};
  for (const [key, value] of Object.entries(record))
    if (COLUMNS.has(key) && typeof value === 'string') row[key as ImportColumn] = unguardCell(value.trim());
  return row;
}

/** Validates one row with the shared schema the server uses; errors by column. */
export function validateImportRow(row: ImportRow): CellErrors {
  const parsed = reservationImportRowSchema.safeParse(dropEmptyCells(row));
  if (parsed.success) return {};
  const errors: CellErrors = {};
  for (const [path, message] of Object.entries(fieldMessages(parsed.error))) {
    const column = path.split('.')[0]!;
    errors[(COLUMNS.has(column) ? column : 'row') as keyof CellErrors] ??= message;
  }
  return errors;
}

export interface ParsedCsv {
  columns: ImportColumn[];
  unknownColumns: string[];
  rows: ImportRow[];
  errors: CellErrors[];
}

/** Parses CSV text (header row first) and validates every row. Used by the worker, and directly in tests. */
export function parseImportCsv(text: string): ParsedCsv {
  const result = Papa.parse<Record<string, unknown>>(text, { header: true, skipEmptyLines: 'greedy', transformHeader: normaliseHeader });
  return collect(result.meta.fields ?? [], result.data);
}

export function collect(fields: string[], records: Record<string, unknown>[]): ParsedCsv {
  const columns = RESERVATION_IMPORT_COLUMNS.filter((column) => fields.includes(column));
  const unknownColumns = fields.filter((field) => !COLUMNS.has(field) && field !== '');
  const rows = records.map(toImportRow);
  return { columns, unknownColumns, rows, errors: rows.map(validateImportRow) };
}

/**
 * Splits rows into import requests within the server's limits: at most IMPORT_MAX_ROWS_PER_REQUEST rows and
 * under the 5 MB body limit (JSON size measured, with room for the common fields).
 */
export function chunkForImport<T>(
  rows: readonly T[],
  maxRows = Math.min(5_000, IMPORT_MAX_ROWS_PER_REQUEST),
  maxBytes = IMPORT_MAX_BYTES - 64 * 1024,
): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = new TextEncoder().encode(JSON.stringify(row)).length + 1;
    if (current.length > 0 && (current.length >= maxRows || bytes + size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
