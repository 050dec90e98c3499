import type { ReportName } from '@covers/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFINITIONS } from '../report-view';

/** What each number of the report means, written beside it. */
export function MetricDefinitions({ report }: { report: ReportName }) {
  const { t } = useTranslation();
  return (
    <section className="report-definitions" data-testid="report-definitions">
      <Typography.Title level={5}>{t('reportsUi.definitions')}</Typography.Title>
      <ul>
        {DEFINITIONS[report].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
