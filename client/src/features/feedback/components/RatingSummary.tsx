import { Col, Rate, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

/** The mean rating (stars and figure) and how many ratings it is of. */
export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]} className="rating-summary" data-testid="rating-summary">
      <Col xs={14} sm={12}>
        <Statistic
          title={t('feedbackUi.averageRating')}
          value={average ?? '—'}
          precision={average === null ? undefined : 1}
          suffix={
            average === null ? undefined : <Rate disabled allowHalf value={Math.round(average * 2) / 2} className="feedback-row-stars" />
          }
          data-testid="rating-average"
        />
      </Col>
      <Col xs={10} sm={12}>
        <Statistic title={t('feedbackUi.ratedVisits')} value={count} data-testid="rating-count" />
      </Col>
    </Row>
  );
}
