import type { ImportAnswer } from '@covers/shared';
import { downloadCsv, envelopeOf, fileCall } from '../../../api/file-calls';
import type { ListParams } from './reservations.api';

export const reservationsFiles = {
  downloadTemplate: async () =>
    downloadCsv(await fileCall('/api/reservation/import_template', { query: {} }), 'reservations-import-template.csv'),
  downloadExport: async (params: ListParams, fields: string[]) =>
    downloadCsv(await fileCall('/api/reservation/export', { query: { ...params, fields: fields.join(',') } }), 'reservations.csv'),
  importRows: async (rows: Record<string, string>[]) =>
    envelopeOf<ImportAnswer>(await fileCall('/api/reservation/import', { method: 'POST', json: { rows } })),
};
