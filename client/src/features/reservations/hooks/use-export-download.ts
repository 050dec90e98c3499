import type { ReservationExportField } from '@covers/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { showError } from '../../../ui/feedback';
import type { ListParams } from '../api/reservations.api';
import { reservationsFiles } from '../api/reservations.files';

/** The CSV export of the day and filters shown, with the fields chosen in the spec's order; a failure is shown. */
export function useExportDownload() {
  return useMutation({
    mutationFn: ({ params, fields }: { params: ListParams; fields: ReservationExportField[] }) =>
      reservationsFiles.downloadExport(params, fields),
    onError: (error) => showError(error instanceof ApiError ? error.message : String(error)),
  });
}
