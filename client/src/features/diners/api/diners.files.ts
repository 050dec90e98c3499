import type { DinerImportResult } from '@covers/shared';
import { downloadCsv, envelopeOf, fileCall } from '../../../api/file-calls';
import type { FieldValue } from '../../../api/form-encoding';
import type { DinerFilter } from './diners.api';

export const dinersFiles = {
  /** The directory's current search and filters as CSV (the server checks Export Diner List). */
  downloadExport: async ({ page: _page, page_size: _size, ...filter }: DinerFilter) =>
    downloadCsv(await fileCall('/api/diner/export', { query: filter as Record<string, FieldValue> }), 'diners.csv'),
  importRows: async (rows: Record<string, string>[], dryRun: boolean) =>
    envelopeOf<DinerImportResult>(await fileCall('/api/diner/import', { method: 'POST', json: { rows, dry_run: dryRun } })),
};
