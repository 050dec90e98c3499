import { CrownFilled, TeamOutlined } from '@ant-design/icons';
import { Checkbox, Empty, List, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../../edition/use-edition';
import { useTableNames } from '../../hooks/use-reservation-queries';
import type { ReservationRow } from '@covers/shared';
import { StatusTag } from '../../components/StatusTag';
import { dinerName, formatMinute } from '../../reservation-format';

function Notes({ row }: { row: ReservationRow }) {
  const notes = [row.special_requests, row.remarks, row.staff_notes].filter(Boolean).join(' · ');
  return notes ? (
    <Typography.Text type="secondary" ellipsis={{ tooltip: notes }} className="row-notes">
      {notes}
    </Typography.Text>
  ) : null;
}

/** The day's bookings: a table on desktop, cards on a phone; a row opens the detail panel. */
export function ReservationTable({
  rows,
  loading,
  onOpen,
  selectedIds,
  onSelect,
}: {
  rows: ReservationRow[];
  loading: boolean;
  onOpen: (row: ReservationRow) => void;
  /** Rows ticked for a batch status change. */
  selectedIds: string[];
  onSelect: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const edition = useEdition();
  const tableNames = useTableNames();
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noBookings')} />;
  const name = (row: ReservationRow) => (
    <Space size={4}>
      {row.vip && <CrownFilled className="vip-icon" aria-label={t('reservationsUi.vip')} />}
      <span className="row-name">{dinerName(row)}</span>
    </Space>
  );

  if (edition === 'mobile') {
    return (
      <List
        className="reservation-cards"
        loading={loading}
        dataSource={rows}
        locale={{ emptyText: empty }}
        renderItem={(row) => (
          <List.Item className="reservation-card" onClick={() => onOpen(row)} data-testid="reservation-row" data-id={row.reservation_id}>
            <Checkbox
              className="reservation-card-select"
              checked={selectedIds.includes(row.reservation_id)}
              onClick={(event) => event.stopPropagation()}
              onChange={(event) =>
                onSelect(
                  event.target.checked ? [...selectedIds, row.reservation_id] : selectedIds.filter((id) => id !== row.reservation_id),
                )
              }
              aria-label={dinerName(row)}
            />
            <div className="reservation-card-time">{formatMinute(row.time_minute)}</div>
            <div className="reservation-card-body">
              <div>{name(row)}</div>
              <Space size={6} wrap>
                <span>
                  <TeamOutlined /> {row.pax}
                </span>
                <span>{row.table_ids.length ? tableNames(row.table_ids) : t('reservationsUi.unassigned')}</span>
                <StatusTag status={row.shown_status} />
              </Space>
              <Notes row={row} />
            </div>
          </List.Item>
        )}
      />
    );
  }

  return (
    <Table<ReservationRow>
      className="reservation-table"
      rowKey="reservation_id"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={false}
      rowSelection={{ selectedRowKeys: selectedIds, onChange: (keys) => onSelect(keys.map(String)), columnWidth: 40 }}
      // Rows carry a `children` count (of diners), which antd would otherwise read as nested rows.
      expandable={{ childrenColumnName: 'no_nested_rows' }}
      locale={{ emptyText: empty }}
      scroll={{ x: 900 }}
      onRow={(row) =>
        ({
          // Ticking a row's box selects it; it does not open the booking.
          onClick: (event: React.MouseEvent<HTMLElement>) =>
            (event.target as HTMLElement).closest('.ant-table-selection-column') ? undefined : onOpen(row),
          'data-testid': 'reservation-row',
          'data-id': row.reservation_id,
        }) as React.HTMLAttributes<HTMLElement>
      }
      columns={[
        { key: 'time', title: t('reservationsUi.colTime'), width: 80, render: (_, row) => formatMinute(row.time_minute) },
        {
          key: 'diner',
          title: t('reservationsUi.colDiner'),
          render: (_, row) => (
            <>
              {name(row)}
              <div className="row-phone">{row.phone}</div>
            </>
          ),
        },
        { key: 'pax', title: t('reservationsUi.colPax'), width: 70, render: (_, row) => row.pax },
        {
          key: 'table',
          title: t('reservationsUi.colTable'),
          width: 120,
          render: (_, row) => (row.table_ids.length ? tableNames(row.table_ids) : <Tag>{t('reservationsUi.unassigned')}</Tag>),
        },
        { key: 'status', title: t('reservationsUi.colStatus'), width: 150, render: (_, row) => <StatusTag status={row.shown_status} /> },
        { key: 'notes', title: t('reservationsUi.colNotes'), render: (_, row) => <Notes row={row} /> },
        {
          key: 'created',
          title: t('reservationsUi.colCreated'),
          width: 150,
          render: (_, row) => dayjs(row.created_at).format('MM-DD HH:mm'),
        },
      ]}
    />
  );
}
