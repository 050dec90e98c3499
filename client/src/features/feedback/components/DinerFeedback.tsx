import type { DinerFeedbackRow } from '@covers/shared';
import { List, Rate, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDinerFeedback } from '../hooks/use-diner-feedback';
import { RatingSummary } from './RatingSummary';
import '../feedback.css';

const PAGE_SIZE = 10;

/** The diner profile's feedback: each rated visit (outlet, date, stars, comment), newest first, and the mean rating. */
export function DinerFeedback({ dinerId }: { dinerId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const answer = useDinerFeedback(dinerId, page, PAGE_SIZE).data;
  return (
    <section className="diner-feedback" data-testid="diner-feedback">
      <Typography.Title level={5}>{t('feedbackUi.dinerSection')}</Typography.Title>
      {answer && answer.total > 0 && <RatingSummary average={answer.average} count={answer.total} />}
      <List<DinerFeedbackRow>
        size="small"
        loading={!answer}
        dataSource={answer?.feedback ?? []}
        locale={{ emptyText: t('feedbackUi.dinerNoFeedback') }}
        rowKey={(row) => `${row.rid}-${row.reservation_id}`}
        pagination={
          answer && answer.total > PAGE_SIZE
            ? { current: page, pageSize: PAGE_SIZE, total: answer.total, size: 'small', onChange: setPage }
            : false
        }
        renderItem={(row) => (
          <List.Item data-testid="diner-feedback-row">
            <Space direction="vertical" size={0} className="diner-feedback-item">
              <Typography.Text type="secondary">
                {row.outlet_name} · {row.date}
              </Typography.Text>
              <Rate
                disabled
                value={row.rating}
                className="feedback-row-stars"
                aria-label={t('feedbackUi.ratingOf', { rating: row.rating })}
              />
              {row.comment && <Typography.Paragraph className="booking-feedback-comment">{row.comment}</Typography.Paragraph>}
            </Space>
          </List.Item>
        )}
      />
    </section>
  );
}
