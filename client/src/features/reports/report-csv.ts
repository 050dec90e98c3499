import { metricLabelKey, toCsv, type ReportName } from '@covers/shared';
import type { TFunction } from 'i18next';
import { saveCsv } from '../../api/file-calls';
import { AXIS_LABEL, metricValue, REPORT_COLUMNS, type Figures, type ViewRow } from './report-view';

/**
 * The report as CSV under the export rules the reservation export follows (toCsv: a BOM, CRLF, every cell that
 * could run as a formula neutralised): the bucket, each metric, the previous period's when compared, and the total.
 */
export function exportReportCsv(
  report: ReportName,
  rows: ViewRow[],
  totals: { current: Figures; previous: Figures | null },
  file: string,
  t: TFunction,
): void {
  const metrics = REPORT_COLUMNS[report];
  const compared = totals.previous !== null;
  const header = [
    t(AXIS_LABEL[report]),
    ...metrics.map((m) => t(metricLabelKey(m))),
    ...(compared ? metrics.map((m) => `${t('reportsUi.previous')}: ${t(metricLabelKey(m))}`) : []),
  ];
  const line = (label: string, current: Figures, previous: Figures | null) => [
    label,
    ...metrics.map((m) => metricValue(current, m)),
    ...(compared ? metrics.map((m) => metricValue(previous ?? {}, m)) : []),
  ];
  const body = [...rows.map((r) => line(r.label, r.current, r.previous)), line(t('reportsUi.total'), totals.current, totals.previous)];
  saveCsv(toCsv(header, body), file);
}
