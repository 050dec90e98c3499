import type { DinerProfile } from '@covers/shared';
import { Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

/** A diner's visits, cancellations and no-shows and their last visit: counted from their bookings, never typed in. */
export function DinerStats({ diner }: { diner: DinerProfile }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]} className="diner-stats" data-testid="diner-stats">
      <Col xs={8} sm={6}>
        <Statistic title={t('dinersUi.visitCount')} value={diner.visit_count} />
      </Col>
      <Col xs={8} sm={6}>
        <Statistic title={t('dinersUi.cancellationCount')} value={diner.cancellation_count} />
      </Col>
      <Col xs={8} sm={6}>
        <Statistic title={t('dinersUi.noShowCount')} value={diner.no_show_count} />
      </Col>
      <Col xs={24} sm={6}>
        <Statistic title={t('dinersUi.lastVisitDate')} value={diner.last_visit ?? '—'} />
      </Col>
    </Row>
  );
}
