import type { ReportName } from '@covers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { reportsApi, type ReportExportQuery } from '../api/reports.api';
import { groupReportsKey, reportsKey } from '../api/reports.keys';

/**
 * A report's CSV: the export is recorded in the activity log first, then the file made here from the figures on
 * screen is saved under the name the server gave; a refused record saves nothing.
 */
export function useReportExport(save: (file: string) => void) {
  const rid = useSession().outlet?.rid;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: ReportExportQuery & { report: ReportName }) => reportsApi.recordExport(query),
    onSuccess: ({ file }) => {
      save(file);
      void queryClient.invalidateQueries({ queryKey: reportsKey(rid) });
      void queryClient.invalidateQueries({ queryKey: groupReportsKey });
    },
  });
}
