import type { QueueEntryRow } from '@covers/shared';
import { Empty, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueueAction, useQueueList, useQueueSettings, useQueueWaitTimes } from '../hooks/use-queue';
import { AddPartyForm } from './AddPartyForm';
import { QueueEntryCard } from './QueueEntryCard';
import { SeatPartyDialog } from './SeatPartyDialog';
import '../queue.css';

/** The host screen's queue beside the reservation list: add a party, see who waits, and work each party. */
export function QueuePanel() {
  const { t } = useTranslation();
  const list = useQueueList();
  const showWait = useQueueSettings().data?.settings.show_wait_time ?? false;
  const waits = useQueueWaitTimes(showWait);
  const act = useQueueAction();
  const [seating, setSeating] = useState<QueueEntryRow | null>(null);
  const entries = list.data?.entries ?? [];
  const quoteOf = (category: string) => waits.data?.categories.find((quote) => quote.category === category)?.quote_minutes;
  return (
    <aside className="queue-panel" data-testid="queue-panel">
      <header className="queue-panel-head">
        <h3>{t('queueUi.panelTitle')}</h3>
        <div className="queue-summary">
          {list.data?.categories.map((summary) => (
            <Tag key={summary.category} data-testid={`queue-summary-${summary.category || 'running'}`}>
              {summary.category ? t('queueUi.category', { category: summary.category }) : t('queueUi.running')}:{' '}
              {t('queueUi.waiting', { count: summary.waiting })}
              {summary.called.length > 0 && ` · ${t('queueUi.called')} ${summary.called.join(', ')}`}
              {quoteOf(summary.category) !== undefined && ` · ${t('queueUi.quoteShort', { minutes: quoteOf(summary.category) })}`}
            </Tag>
          ))}
        </div>
      </header>
      <AddPartyForm />
      {list.isPending ? (
        <Spin />
      ) : entries.length === 0 ? (
        <Empty description={t('queueUi.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ol className="queue-entries">
          {entries.map((entry) => (
            <QueueEntryCard
              key={entry.reservation_id}
              entry={entry}
              busy={act.isPending}
              onAction={(action) => act.mutate({ reservationId: entry.reservation_id, action })}
              onSeat={() => setSeating(entry)}
            />
          ))}
        </ol>
      )}
      {seating && <SeatPartyDialog entry={seating} onClose={() => setSeating(null)} />}
    </aside>
  );
}
