import { DownloadOutlined } from '@ant-design/icons';
import { FEEDBACK_PAGE_SIZES, type FeedbackRow } from '@covers/shared';
import { Button, Card, DatePicker, List, Rate, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../edition/use-edition';
import { outletToday } from '../../../session/outlet-today';
import { useSession } from '../../../session/use-session';
import { RatingSummary } from '../components/RatingSummary';
import { useCommentDownload, useFeedbackList, type FeedbackRange } from '../hooks/use-feedback-list';
import { beyondMaxRange, lastThirtyDays } from './feedback-range';
import '../feedback.css';

/** /feedback_list (Guest Feedback): the outlet's feedback on visits of a date range, its count and mean, and the comment download. */
export default function FeedbackListPage() {
  const { t } = useTranslation();
  const mobile = useEdition() === 'mobile';
  const timeZone = useSession().outlet?.timezone;
  const [range, setRange] = useState<FeedbackRange>(() => lastThirtyDays(outletToday(timeZone)));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const list = useFeedbackList(range, page, pageSize);
  const download = useCommentDownload();
  const answer = list.data;
  const stars = (row: FeedbackRow) => (
    <Rate disabled value={row.rating} className="feedback-row-stars" aria-label={t('feedbackUi.ratingOf', { rating: row.rating })} />
  );
  const received = (row: FeedbackRow) => dayjs(row.created_at).format('YYYY-MM-DD HH:mm');
  const pagination = {
    current: page,
    pageSize,
    total: answer?.total ?? 0,
    pageSizeOptions: FEEDBACK_PAGE_SIZES.map(String),
    showSizeChanger: true,
    size: 'small' as const,
    onChange: (next: number, size: number) => {
      setPage(size === pageSize ? next : 1);
      setPageSize(size);
    },
  };

  return (
    <Card className="feedback-list-page" data-testid="feedback-list-page">
      <Space direction="vertical" size="middle" className="feedback-list-block">
        <div className="feedback-list-toolbar">
          <DatePicker.RangePicker
            value={[dayjs(range.from), dayjs(range.to)]}
            allowClear={false}
            inputReadOnly={mobile}
            aria-label={t('feedbackUi.visitDates')}
            disabledDate={(day, info) => beyondMaxRange(day, info.from)}
            onChange={(dates) => {
              if (!dates?.[0] || !dates[1]) return;
              setRange({ from: dates[0].format('YYYY-MM-DD'), to: dates[1].format('YYYY-MM-DD') });
              setPage(1);
            }}
            data-testid="feedback-range"
          />
          <Typography.Text type="secondary">{t('feedbackUi.rangeHint')}</Typography.Text>
          <Button
            icon={<DownloadOutlined />}
            loading={download.isPending}
            onClick={() => download.mutate(range)}
            data-testid="download-comments"
          >
            {t('feedbackUi.downloadComments')}
          </Button>
        </div>
        {answer && <RatingSummary average={answer.average} count={answer.total} />}
        {mobile ? (
          <List<FeedbackRow>
            loading={!answer}
            dataSource={answer?.feedback ?? []}
            locale={{ emptyText: t('feedbackUi.listEmpty') }}
            rowKey="reservation_id"
            pagination={answer && answer.total > pageSize ? pagination : false}
            data-testid="feedback-list"
            renderItem={(row) => (
              <List.Item data-testid="feedback-list-row">
                <Space direction="vertical" size={0} className="diner-feedback-item">
                  <Typography.Text strong>{row.diner_name}</Typography.Text>
                  <Typography.Text type="secondary">{row.date}</Typography.Text>
                  {stars(row)}
                  {row.comment && <Typography.Paragraph className="booking-feedback-comment">{row.comment}</Typography.Paragraph>}
                </Space>
              </List.Item>
            )}
          />
        ) : (
          <Table<FeedbackRow>
            rowKey="reservation_id"
            size="middle"
            data-testid="feedback-list"
            loading={list.isFetching && !answer}
            dataSource={answer?.feedback ?? []}
            locale={{ emptyText: t('feedbackUi.listEmpty') }}
            scroll={{ x: 'max-content' }}
            pagination={pagination}
            columns={[
              { key: 'date', title: t('feedbackUi.visitDate'), dataIndex: 'date' },
              { key: 'diner', title: t('feedbackUi.diner'), dataIndex: 'diner_name' },
              { key: 'rating', title: t('feedbackUi.rating'), render: (_, row) => stars(row) },
              {
                key: 'comment',
                title: t('feedbackUi.comment'),
                render: (_, row) => <div className="feedback-list-comment">{row.comment}</div>,
              },
              { key: 'received', title: t('feedbackUi.receivedAt'), render: (_, row) => received(row) },
            ]}
          />
        )}
      </Space>
    </Card>
  );
}
