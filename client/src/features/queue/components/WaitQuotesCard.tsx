import type { QueueWaitQuote } from '@covers/shared';
import { Card, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../../i18n/message-key';
import { useQueueWaitTimes } from '../hooks/use-queue';

/**
 * Queues Setup's wait quotes: what each category is quoted now and what that is learnt from, until when the default
 * set by hand holds, and the accuracy of the learnt quote against the default over the last days.
 */
export function WaitQuotesCard() {
  const { t } = useTranslation();
  const waits = useQueueWaitTimes();
  if (!waits.data) return <Card title={t('queueUi.waitTitle')}>{waits.isPending && <Spin />}</Card>;
  const { categories, manual_until: manualUntil, accuracy } = waits.data;
  return (
    <Card title={t('queueUi.waitTitle')} data-testid="wait-quotes">
      {manualUntil && (
        <Typography.Paragraph type="secondary" data-testid="wait-manual-until">
          {t('queueUi.manualUntil', { time: dayjs(manualUntil).format('HH:mm') })}
        </Typography.Paragraph>
      )}
      <ul className="queue-wait-quotes">
        {categories.map((quote) => (
          <li key={quote.category} data-testid={`wait-quote-${quote.category || 'running'}`}>
            <Typography.Text strong>
              {categoryName(quote, t)}: {t('queueUi.waitMinutes', { minutes: quote.quote_minutes })}
            </Typography.Text>
            <Tag className="queue-wait-source">{t(messageKey('queueUi', `quoteSource_${quote.source}`))}</Tag>
            <Typography.Text type="secondary">{basis(quote, t)}</Typography.Text>
          </li>
        ))}
      </ul>
      <Typography.Title level={5} className="queue-accuracy-title">
        {t('queueUi.accuracyTitle', { days: accuracy.days })}
      </Typography.Title>
      {accuracy.learnt_mae_minutes === null || accuracy.default_mae_minutes === null ? (
        <Typography.Text type="secondary">{t('queueUi.accuracyNone')}</Typography.Text>
      ) : (
        <div className="queue-accuracy" data-testid="wait-accuracy">
          <Typography.Text strong data-testid="wait-accuracy-learnt">
            {t('queueUi.accuracyLearnt', { minutes: accuracy.learnt_mae_minutes })}
          </Typography.Text>
          <Typography.Text data-testid="wait-accuracy-default">
            {t('queueUi.accuracyDefault', { minutes: accuracy.default_mae_minutes })}
          </Typography.Text>
          <Typography.Text type="secondary">{t('queueUi.accuracyParties', { parties: accuracy.parties })}</Typography.Text>
        </div>
      )}
    </Card>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

const categoryName = (quote: QueueWaitQuote, t: T) =>
  quote.category ? t('queueUi.category', { category: quote.category }) : t('queueUi.running');

function basis(quote: QueueWaitQuote, t: T) {
  const counts = { inUse: quote.tables_in_use, tables: quote.tables, ahead: quote.parties_ahead };
  return quote.turn_minutes === null
    ? t('queueUi.waitBasisNoTurn', counts)
    : t('queueUi.waitBasis', { ...counts, turn: t('queueUi.quoteShort', { minutes: quote.turn_minutes }) });
}
