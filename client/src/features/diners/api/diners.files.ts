import type { DinerImportResult, DinerPhotoResult } from '@covers/shared';
import { downloadCsv, envelopeOf, fileCall, isJson } from '../../../api/file-calls';
import type { FieldValue } from '../../../api/form-encoding';
import type { DinerFilter } from './diners.api';

export const dinersFiles = {
  /** The directory's current search and filters as CSV (the server checks Export Diner List). */
  downloadExport: async ({ page: _page, page_size: _size, ...filter }: DinerFilter) =>
    downloadCsv(await fileCall('/api/diner/export', { query: filter as Record<string, FieldValue> }), 'diners.csv'),
  importRows: async (rows: Record<string, string>[], dryRun: boolean) =>
    envelopeOf<DinerImportResult>(await fileCall('/api/diner/import', { method: 'POST', json: { rows, dry_run: dryRun } })),
  /** The diner's photo as sent; the server checks it by content, resizes and stores it. */
  uploadPhoto: async ({ dinerId, file }: { dinerId: string; file: Blob }) => {
    const form = new FormData();
    form.append('diner_id', dinerId);
    form.append('photo', file);
    return envelopeOf<DinerPhotoResult>(await fileCall('/api/diner/photo', { method: 'POST', form }));
  },
  /** The stored image of a photo version (kept by the browser: a new photo has a new version). */
  photo: async (dinerId: string, version: string): Promise<Blob> => {
    const response = await fileCall('/api/diner/photo', { query: { diner_id: dinerId, v: version } });
    if (!response.ok || isJson(response)) await envelopeOf(response);
    return response.blob();
  },
};
