import { z } from 'zod';
import { requestSchema } from '../common/common-fields';
import { formArray } from '../common/form-values';
import { DINER_CONTACT_FIELDS } from '../reservations/diner-contact';
import { dinerProfileShape } from './diners.schemas';

/** The columns a diner import maps a CSV's columns to: every Diner field of spec §3 but tags (set in the directory). */
export const DINER_IMPORT_COLUMNS = [
  ...DINER_CONTACT_FIELDS,
  'gender',
  'nationality',
  'organisation',
  'birthday',
  'anniversary',
  'dining_preferences',
  'seating_preferences',
  'notes',
  'marketing_opt_in',
  'membership',
] as const;
export type DinerImportColumn = (typeof DINER_IMPORT_COLUMNS)[number];

/** Rows per request: a 5 MB file is sent in parts of at most this many. */
export const DINER_IMPORT_MAX_ROWS_PER_REQUEST = 20_000;

/** A CSV cell as the client read it, under the column the host mapped it to. */
const cell = z.string().max(4000, 'validation.tooLong');

/** The mapped rows of one part of a file, each row's cells checked one by one on the server (a bad row fails alone). */
export const dinerImportRequest = requestSchema({
  rows: formArray(z.partialRecord(z.enum(DINER_IMPORT_COLUMNS), cell), DINER_IMPORT_MAX_ROWS_PER_REQUEST).refine(
    (rows) => rows.length > 0,
    'validation.required',
  ),
  /** Check and match only: nothing is written (the mapping step's preview). */
  dry_run: z.preprocess((v) => v === true || v === 'true', z.boolean()).default(false),
});

/** One row's cells, as the directory's add form would take them: empty cells are no value; yes/no columns take true/false, yes/no, 1/0. */
const yesNo = z.preprocess((v) => (typeof v === 'string' ? /^(true|yes|y|1)$/i.test(v.trim()) : v), z.boolean());
const { tag_ids: _tags, ...profile } = dinerProfileShape;
export const dinerImportRowSchema = z.strictObject({ ...profile, vip: yesNo.optional(), marketing_opt_in: yesNo.optional() });
export type DinerImportRow = z.infer<typeof dinerImportRowSchema>;

/** `diner/import`: what became of each row. Row numbers count from 1 within the request. */
export interface DinerImportResult {
  created: number;
  matched: number;
  failed: { row: number; fields: Record<string, string> }[];
}
