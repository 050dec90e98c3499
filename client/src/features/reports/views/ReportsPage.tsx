import { metricLabelKey, presetRange, REPORT_NAMES, reportLabelKey, type ReportName } from '@covers/shared';
import { Alert, Card, Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outletToday } from '../../../session/outlet-today';
import { useSession } from '../../../session/use-session';
import type { ReportQuery } from '../api/reports.api';
import { ActivityLog } from '../components/ActivityLog';
import type { ChartSeries } from '../components/ReportChart';
import { MetricDefinitions } from '../components/MetricDefinitions';
import { ReportTable } from '../components/ReportTable';
import { ReportToolbar, type ReportSettings } from '../components/ReportToolbar';
import { useReport } from '../hooks/use-report';
import { useReportExport } from '../hooks/use-report-export';
import { exportReportCsv } from '../report-csv';
import { AXIS_LABEL, formatMoment, formatNumber, REPORT_COLUMNS, viewRows, type Figures } from '../report-view';
import '../reports.css';

// The chart library loads with the first report drawn, in a chunk of its own.
const ReportChart = lazy(() => import('../components/ReportChart'));

const COLORS = ['#1677ff', '#52c41a'];
const PREVIOUS_COLOR = '#8c8c8c';

function queryOf(settings: ReportSettings): ReportQuery {
  return {
    ...(settings.preset === 'custom' ? settings.range : { preset: settings.preset }),
    scope: settings.scope,
    compare: settings.compare,
    ...(settings.asOf ? { as_of: settings.asOf } : {}),
  };
}

/** /reports: the seven figure reports of spec §2, each a chart with its table beneath, what the numbers mean, export and print. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const timeZone = useSession().outlet?.timezone;
  const [tab, setTab] = useState<ReportName | 'activity'>('booking_summary');
  const report: ReportName = tab === 'activity' ? 'booking_summary' : tab;
  const [settings, setSettings] = useState<ReportSettings>(() => {
    const today = outletToday(timeZone);
    return { preset: 'last7', range: { from: today, to: today }, scope: 'outlet', compare: false, asOf: null };
  });
  const answer = useReport(report, tab === 'activity' ? null : queryOf(settings)).data;
  const view = useMemo(() => {
    if (!answer || answer.report !== report) return null;
    const current = answer.current as { from: string; to: string; rows: { key: string; figures: Figures }[]; totals: Figures };
    const previous = answer.previous as typeof current | null;
    return {
      rows: viewRows(report, current, previous, t),
      totals: { current: current.totals, previous: previous?.totals ?? null },
      current,
    };
  }, [answer, report, t]);
  const exported = useReportExport((file) => view && exportReportCsv(report, view.rows, view.totals, file, t));
  const [lead, second] = REPORT_COLUMNS[report];
  const series: ChartSeries[] = [
    { key: 'lead', name: t(metricLabelKey(lead)), as: 'bar', color: COLORS[0] },
    { key: 'second', name: t(metricLabelKey(second)), as: 'bar', color: COLORS[1] },
    ...(settings.compare
      ? [{ key: 'previous', name: `${t('reportsUi.previous')}: ${t(metricLabelKey(lead))}`, as: 'line' as const, color: PREVIOUS_COLOR }]
      : []),
  ];
  const chartData = (view?.rows ?? []).map((row) => ({
    label: row.label,
    lead: row.current[lead as keyof Figures] ?? 0,
    second: row.current[second as keyof Figures] ?? 0,
    ...(row.previous ? { previous: row.previous[lead as keyof Figures] ?? 0 } : {}),
  }));

  return (
    <Card className="reports-page" data-testid="reports-page">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as ReportName | 'activity')}
        items={[...REPORT_NAMES, 'activity' as const].map((name) => ({ key: name, label: t(reportLabelKey(name)) }))}
        className="report-tabs"
        data-testid="report-tabs"
      />
      <ReportToolbar
        figures={tab !== 'activity'}
        value={settings}
        onChange={setSettings}
        canExport={view !== null && !exported.isPending}
        onExport={() =>
          exported.mutate({
            ...(settings.preset === 'custom' ? settings.range : { preset: settings.preset }),
            scope: settings.scope,
            report,
          })
        }
        onPrint={() => window.print()}
      />
      <Typography.Title level={4} className="report-print-title">
        {t(reportLabelKey(tab))}
      </Typography.Title>
      {tab === 'activity' ? (
        <>
          <ActivityLog
            range={settings.preset === 'custom' ? settings.range : presetRange(settings.preset, outletToday(timeZone))}
            scope={settings.scope}
          />
          <Typography.Paragraph type="secondary" className="report-definitions">
            {t('reportsUi.def_activity')}
          </Typography.Paragraph>
        </>
      ) : (
        <>
          {view && (
            <Typography.Text type="secondary" data-testid="report-period">
              {view.current.from} – {view.current.to}
            </Typography.Text>
          )}
          {settings.asOf ? (
            <Alert
              type="info"
              showIcon
              message={t('reportsUi.asOfNote', { moment: formatMoment(settings.asOf) })}
              data-testid="report-as-of-note"
            />
          ) : (
            <Typography.Paragraph type="secondary" className="report-live">
              {t('reportsUi.live')}
            </Typography.Paragraph>
          )}
          <div className="report-chart" data-testid="report-chart">
            <Suspense fallback={<Skeleton active />}>
              {view ? (
                <ReportChart
                  data={chartData}
                  series={series}
                  xLabel={t(AXIS_LABEL[report])}
                  yLabel={`${t(metricLabelKey(lead))} · ${t(metricLabelKey(second))}`}
                  format={formatNumber}
                />
              ) : (
                <Skeleton active />
              )}
            </Suspense>
          </div>
          {view && <ReportTable report={report} rows={view.rows} totals={view.totals} />}
          <MetricDefinitions report={report} />
        </>
      )}
    </Card>
  );
}
