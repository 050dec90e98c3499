import { Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../reservations/components/StatusTag';
import { useQueueList, useQueueSettings, useQueueWaitTimes } from '../hooks/use-queue';
import '../queue.css';

/** The floor plan's side list: the parties waiting in the queue now, in the order they joined, with the wait quoted per category. */
export function QueueWaitingList() {
  const { t } = useTranslation();
  const list = useQueueList();
  const showWait = useQueueSettings().data?.settings.show_wait_time ?? false;
  const waits = useQueueWaitTimes(showWait);
  const entries = list.data?.entries ?? [];
  return (
    <aside className="queue-waiting-list" data-testid="floorplan-queue">
      <Typography.Text strong>
        {t('queueUi.floorQueueTitle')} · {entries.length}
      </Typography.Text>
      {showWait && (
        <div className="queue-waiting-quotes">
          {waits.data?.categories.map((quote) => (
            <Tag key={quote.category} data-testid={`floorplan-queue-quote-${quote.category || 'running'}`}>
              {quote.category || t('queueUi.running')} {t('queueUi.quoteShort', { minutes: quote.quote_minutes })}
            </Tag>
          ))}
        </div>
      )}
      {entries.length === 0 ? (
        <Empty description={t('queueUi.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ol className="queue-waiting-entries">
          {entries.map((entry) => (
            <li key={entry.reservation_id} data-testid="floorplan-queue-entry" data-label={entry.label}>
              <span className="queue-entry-label">{entry.label}</span>
              <span className="queue-entry-who">
                {entry.name} · {t('queueUi.paxCount', { count: entry.pax })}
              </span>
              <StatusTag status={entry.status} />
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
