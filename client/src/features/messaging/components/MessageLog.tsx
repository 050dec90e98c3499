import {
  MESSAGE_CHANNELS,
  MESSAGE_LOG_PAGE_SIZES,
  MESSAGE_STATES,
  type MessageChannel,
  type MessageLogRow,
  type MessageState,
} from '@covers/shared';
import { DatePicker, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEdition } from '../../../edition/use-edition';
import { bookingListPath } from '../../reservations/links/booking-list-path';
import { useMessageLog } from '../hooks/use-message-log';
import { MessageStateTag } from './MessageStateTag';

interface Filters {
  from?: string;
  to?: string;
  state?: MessageState;
  channel?: MessageChannel;
}

/** Every message of the outlet with its state, filtered by the day it was written, its state and channel, a page at a time. */
export function MessageLog() {
  const { t } = useTranslation();
  const mobile = useEdition() === 'mobile';
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const log = useMessageLog({ ...filters, page, page_size: pageSize });
  const filter = (changes: Filters) => {
    setFilters({ ...filters, ...changes });
    setPage(1);
  };

  return (
    <Space direction="vertical" size="middle" className="message-log" data-testid="message-log">
      <Space wrap>
        <DatePicker.RangePicker
          value={filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null}
          inputReadOnly={mobile}
          aria-label={t('messagingUi.logDates')}
          onChange={(dates) =>
            filter({ from: dates?.[0]?.format('YYYY-MM-DD') ?? undefined, to: dates?.[1]?.format('YYYY-MM-DD') ?? undefined })
          }
          data-testid="message-log-dates"
        />
        <Select<MessageState | ''>
          value={filters.state ?? ''}
          onChange={(state) => filter({ state: state || undefined })}
          options={[
            { value: '', label: t('messagingUi.logAnyState') },
            ...MESSAGE_STATES.map((value) => ({ value, label: t(`messagingUi.state_${value}`) })),
          ]}
          aria-label={t('messagingUi.logState')}
          className="message-log-select"
          data-testid="message-log-state"
        />
        <Select<MessageChannel | ''>
          value={filters.channel ?? ''}
          onChange={(channel) => filter({ channel: channel || undefined })}
          options={[
            { value: '', label: t('messagingUi.logAnyChannel') },
            ...MESSAGE_CHANNELS.map((value) => ({ value, label: t(`messagingUi.channel_${value}`) })),
          ]}
          aria-label={t('messagingUi.logChannel')}
          className="message-log-select"
          data-testid="message-log-channel"
        />
      </Space>
      <Table<MessageLogRow>
        rowKey="message_id"
        size="middle"
        loading={!log.data}
        dataSource={log.data?.messages ?? []}
        locale={{ emptyText: t('messagingUi.logEmpty') }}
        scroll={{ x: 'max-content' }}
        data-testid="message-log-table"
        pagination={{
          current: page,
          pageSize,
          total: log.data?.total ?? 0,
          pageSizeOptions: MESSAGE_LOG_PAGE_SIZES.map(String),
          showSizeChanger: true,
          size: 'small',
          onChange: (next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          },
        }}
        columns={[
          { key: 'when', title: t('messagingUi.logWhen'), render: (_, row) => dayjs(row.created_at).format('YYYY-MM-DD HH:mm') },
          { key: 'booking', title: t('messagingUi.logDiner'), render: (_, row) => <BookingLink row={row} /> },
          { key: 'kind', title: t('messagingUi.logKind'), render: (_, row) => t(`messagingUi.kind_${row.kind}`) },
          {
            key: 'to',
            title: t('messagingUi.logRecipient'),
            render: (_, row) => `${t(`messagingUi.channel_${row.channel}`)} · ${row.recipient}`,
          },
          { key: 'state', title: t('messagingUi.logState'), render: (_, row) => <MessageStateTag message={row} /> },
        ]}
      />
    </Space>
  );
}

function BookingLink({ row }: { row: MessageLogRow }) {
  const { t } = useTranslation();
  // A marketing message is about no booking: its diner.
  if (!row.reservation_id) return <Typography.Text>{row.diner_name ?? '—'}</Typography.Text>;
  if (!row.booking_date) return <Typography.Text type="secondary">{t('messagingUi.logBookingGone')}</Typography.Text>;
  return (
    <Link to={bookingListPath(row.booking_date, row.diner_name ?? '')} data-testid="message-log-booking">
      {row.diner_name} · {row.booking_date}
    </Link>
  );
}
