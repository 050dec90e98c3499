import type { ReportName } from '@covers/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { reportsApi, type ReportQuery } from '../api/reports.api';
import { reportKey } from '../api/reports.keys';

/** One report for the question asked; live booking events at the outlet make it stale, so today's figures move without a reload. */
export function useReport(report: ReportName, query: ReportQuery | null) {
  const rid = useSession().outlet?.rid;
  return useQuery({
    queryKey: reportKey(rid, report, query ?? {}),
    queryFn: () => reportsApi.report(report, query!),
    enabled: rid !== undefined && query !== null,
    placeholderData: keepPreviousData,
  });
}
