import { metricLabelKey, type ReportMetric, type ReportName } from '@covers/shared';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { AXIS_LABEL, formatMetric, formatNumber, REPORT_COLUMNS, type Figures, type ViewRow } from '../report-view';

interface ReportTableProps {
  report: ReportName;
  rows: ViewRow[];
  totals: { current: Figures; previous: Figures | null };
}

/** The figures beneath the chart: one row per bucket, the previous period and the change when compared, the total last. */
export function ReportTable({ report, rows, totals }: ReportTableProps) {
  const { t } = useTranslation();
  const metrics = REPORT_COLUMNS[report];
  const compared = totals.previous !== null;
  const lead: ReportMetric = metrics[0];
  const change = (row: { current: Figures; previous: Figures | null }) => {
    const delta = (row.current[lead as keyof Figures] ?? 0) - (row.previous?.[lead as keyof Figures] ?? 0);
    return `${delta > 0 ? '+' : ''}${formatNumber(delta)}`;
  };
  return (
    <Table<ViewRow>
      rowKey="key"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      data-testid="report-table"
      locale={{ emptyText: t('common.noData') }}
      columns={[
        { key: 'bucket', title: t(AXIS_LABEL[report]), dataIndex: 'label' },
        ...metrics.map((m) => ({
          key: m,
          title: t(metricLabelKey(m)),
          align: 'right' as const,
          render: (_: unknown, row: ViewRow) => formatMetric(row.current, m),
        })),
        ...(compared
          ? [
              {
                key: 'previous',
                title: `${t('reportsUi.previous')}: ${t(metricLabelKey(lead))}`,
                align: 'right' as const,
                render: (_: unknown, row: ViewRow) => formatMetric(row.previous ?? {}, lead),
              },
              { key: 'change', title: t('reportsUi.change'), align: 'right' as const, render: (_: unknown, row: ViewRow) => change(row) },
            ]
          : []),
      ]}
      summary={() => (
        <Table.Summary.Row data-testid="report-total">
          <Table.Summary.Cell index={0}>
            <strong>{t('reportsUi.total')}</strong>
          </Table.Summary.Cell>
          {metrics.map((m, i) => (
            <Table.Summary.Cell key={m} index={i + 1} align="right">
              <strong data-testid={`total-${m}`}>{formatMetric(totals.current, m)}</strong>
            </Table.Summary.Cell>
          ))}
          {compared && (
            <>
              <Table.Summary.Cell index={metrics.length + 1} align="right">
                {formatMetric(totals.previous ?? {}, lead)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={metrics.length + 2} align="right">
                {change(totals)}
              </Table.Summary.Cell>
            </>
          )}
        </Table.Summary.Row>
      )}
    />
  );
}
