import {
  STATUS_UPDATE_ACTIONS,
  actionLabelKey,
  allowedActions,
  auditLabelKey,
  depositLabelKey,
  effectiveStatus,
  isAuditAction,
  isCancellationReason,
  isReservationStatus,
  offeredOnDay,
  reasonLabelKey,
  statusLabelKey,
  type AuditEntry,
  type ReservationRow,
  type StatusUpdateAction,
} from '@covers/shared';
import { Button, Descriptions, Drawer, Empty, Space, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../edition/use-edition';
import { BookingFeedback } from '../../feedback/components/BookingFeedback';
import { BookingVouchers, VoucherAuditLine } from '../../vouchers/components/BookingVouchers';
import { useBookingVouchers } from '../../vouchers/hooks/use-voucher-queries';
import { BookingMessages } from '../../messaging/components/BookingMessages';
import { useMoney } from '../../../i18n/use-money';
import { useAuditTrail, useBooking, useTableNames } from '../hooks/use-reservation-queries';
import { useChangeStatus } from '../hooks/use-reservation-writes';
import { dinerName, formatMinute } from '../reservation-format';
import { BookingExtras } from './BookingExtras';
import { CancelDialog } from './CancelDialog';
import { StatusTag } from './StatusTag';

const STATUS_ACTIONS = new Set<string>(STATUS_UPDATE_ACTIONS);
const isStatusAction = (action: string): action is StatusUpdateAction => STATUS_ACTIONS.has(action);

/** The status actions the shared machine allows from the status the booking shows now (clock included). */
export function statusActionsFor(
  row: Pick<ReservationRow, 'status' | 'date' | 'time_minute' | 'duration_minutes'>,
  now: { date: string; minute: number },
): StatusUpdateAction[] {
  const shown = effectiveStatus(
    { status: row.status, date: row.date, timeMinute: row.time_minute, durationMinutes: row.duration_minutes },
    now,
  );
  return allowedActions(shown)
    .filter(isStatusAction)
    .filter((action) => offeredOnDay(action, row.date, now.date));
}

/** One booking: its fields, the actions its status allows, Edit, and its history. */
export function DetailDrawer({
  row,
  now,
  onClose,
  onEdit,
}: {
  row: ReservationRow | null;
  now: { date: string; minute: number };
  onClose: () => void;
  onEdit: (row: ReservationRow) => void;
}) {
  const { t } = useTranslation();
  const edition = useEdition();
  const [cancelling, setCancelling] = useState(false);
  const status = useChangeStatus({ success: () => t('reservationsUi.statusUpdated') });
  const current = useBooking(row).data;
  const booking = row && current?.reservation_id === row.reservation_id ? current : row;
  const audit = useAuditTrail(booking?.reservation_id ?? null).data?.entries ?? [];
  const voucherUses = useBookingVouchers(booking?.reservation_id ?? null).data?.vouchers ?? [];
  // The booking's history with its voucher uses (the vouchers context's) in time order.
  const history = [
    ...audit.map((entry) => ({ at: String(entry.at), key: `a-${entry.position}-${entry.action}`, line: <AuditLine entry={entry} /> })),
    ...voucherUses.map((use) => ({ at: use.fulfilled_at, key: `v-${use.code}-${use.use}`, line: <VoucherAuditLine use={use} /> })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const tableNames = useTableNames();
  const money = useMoney();

  const act = (action: StatusUpdateAction) => {
    if (!booking) return;
    if (action === 'cancel') return setCancelling(true);
    status.mutate({ reservation_id: booking.reservation_id, date: booking.date, action });
  };

  const shown = booking
    ? effectiveStatus(
        { status: booking.status, date: booking.date, timeMinute: booking.time_minute, durationMinutes: booking.duration_minutes },
        now,
      )
    : null;
  const actions = booking ? statusActionsFor(booking, now) : [];
  const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      width={edition === 'mobile' ? '100%' : 520}
      title={
        booking && (
          <Space wrap>
            <span data-testid="detail-name">{dinerName(booking) || t('reservationsUi.detailTitle')}</span>
            {booking.vip && <Tag color="gold">{t('reservationsUi.vip')}</Tag>}
            {shown && <StatusTag status={shown} />}
          </Space>
        )
      }
      extra={booking && <Button onClick={() => onEdit(booking)}>{t('reservationsUi.edit')}</Button>}
      data-testid="detail-drawer"
    >
      {booking && (
        <>
          <Typography.Title level={5}>{t('reservationsUi.actions')}</Typography.Title>
          {actions.length === 0 ? (
            <Typography.Text type="secondary">{t('reservationsUi.noActions')}</Typography.Text>
          ) : (
            <Space wrap className="detail-actions">
              {actions.map((action) => (
                <Button
                  key={action}
                  danger={action === 'cancel' || action === 'no_show'}
                  loading={status.isPending && status.variables.action === action}
                  onClick={() => act(action)}
                  data-action={action}
                >
                  {t(actionLabelKey(action))}
                </Button>
              ))}
            </Space>
          )}
          <Descriptions column={1} size="small" bordered className="detail-fields">
            <Descriptions.Item label={t('reservationsUi.date')}>{booking.date}</Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.time')}>{formatMinute(booking.time_minute)}</Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.colPax')}>
              {booking.pax} ({t('reservationsUi.adults')} {booking.adults}, {t('reservationsUi.children')} {booking.children})
            </Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.tables')}>
              {booking.table_ids.length ? tableNames(booking.table_ids) : t('reservationsUi.unassigned')}
            </Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.session')}>{text(booking.session)}</Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.phone')}>{text(booking.phone)}</Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.email')}>{text(booking.email)}</Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.specialRequests')}>{text(booking.special_requests)}</Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.remarks')}>{text(booking.remarks)}</Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.staffNotes')}>{text(booking.staff_notes)}</Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.tags')}>
              {booking.tags.length ? booking.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.occasion')}>{text(booking.occasion)}</Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.takenBy')}>{text(booking.taken_by)}</Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.turnaround')}>{booking.duration_minutes}</Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.depositAmount')}>
              {booking.deposit_amount === null ? '—' : money(booking.deposit_amount)} · {t(depositLabelKey(booking.deposit_status))}
            </Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.customerSpend')}>
              {booking.customer_spend === null ? '—' : money(booking.customer_spend)}
            </Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.hotelName')}>
              {text(booking.hotel_name)} {booking.room_number ? `· ${booking.room_number}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.bookedBy')}>{text(booking.booked_by)}</Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.groupThirdParty')}>
              {[booking.third_party_name, booking.third_party_relationship, booking.third_party_phone, booking.third_party_email]
                .filter(Boolean)
                .join(' · ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.source')}>{text(booking.source)}</Descriptions.Item>
            <Descriptions.Item label={t('reservationsUi.colCreated')}>
              {dayjs(booking.created_at).format('YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
          </Descriptions>
          <BookingExtras booking={booking} />
          <BookingFeedback reservationId={booking.reservation_id} />
          <BookingVouchers reservationId={booking.reservation_id} vouchers={voucherUses} />
          <BookingMessages reservationId={booking.reservation_id} />
          <Typography.Title level={5}>{t('reservationsUi.history')}</Typography.Title>
          {history.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Timeline items={history.map((item) => ({ key: item.key, children: item.line }))} />
          )}
          <CancelDialog booking={cancelling ? booking : null} onClose={() => setCancelling(false)} />
        </>
      )}
      {status.prompt}
    </Drawer>
  );
}

const FIELD_LABELS: Record<string, string> = {
  status: 'reservationsUi.colStatus',
  date: 'reservationsUi.date',
  time_minute: 'reservationsUi.time',
  table_ids: 'reservationsUi.tables',
  adults: 'reservationsUi.adults',
  children: 'reservationsUi.children',
  last_name: 'reservationsUi.lastName',
  first_name: 'reservationsUi.firstName',
  phone: 'reservationsUi.phone',
  email: 'reservationsUi.email',
  remarks: 'reservationsUi.remarks',
  special_requests: 'reservationsUi.specialRequests',
  staff_notes: 'reservationsUi.staffNotes',
  taken_by: 'reservationsUi.takenBy',
};

const MONEY_FIELDS = new Set(['deposit_amount', 'customer_spend']);

function AuditLine({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const tableNames = useTableNames();
  const money = useMoney();
  const label = isStatusAction(entry.action)
    ? t(actionLabelKey(entry.action))
    : isAuditAction(entry.action)
      ? t(auditLabelKey(entry.action))
      : entry.action;
  const shown = (field: string, value: unknown) => {
    if (value === null || value === undefined) return '—';
    if (field === 'status' && isReservationStatus(value)) return t(statusLabelKey(value));
    if (field === 'time_minute' && typeof value === 'number') return formatMinute(value);
    if (field === 'table_ids' && Array.isArray(value)) return tableNames(value as string[]) || '—';
    if (MONEY_FIELDS.has(field) && typeof value === 'number') return money(value);
    return Array.isArray(value) ? value.join(', ') : String(value);
  };
  const changes = Object.entries(entry.changes).filter(
    ([, change]) => change !== null && typeof change === 'object' && !Array.isArray(change) && 'after' in change,
  );
  const overrides = Array.isArray(entry.changes.book_anyway) ? (entry.changes.book_anyway as { table_ids?: string[] }[]) : [];
  return (
    <div className="audit-line">
      <Typography.Text strong>{label}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        {t('reservationsUi.by', { name: entry.actor_name ?? entry.actor })} · {dayjs(entry.at).format('YYYY-MM-DD HH:mm')}
      </Typography.Text>
      {changes.map(([field, change]) => {
        const { before, after } = change as { before: unknown; after: unknown };
        return (
          <div key={field} className="audit-change">
            {FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field}: {shown(field, before)} → {shown(field, after)}
          </div>
        );
      })}
      {overrides.length > 0 && (
        <div className="audit-change audit-override">
          {t('reservationsUi.auditBookAnyway', { names: tableNames(overrides.flatMap((o) => o.table_ids ?? [])) })}
        </div>
      )}
      {typeof entry.changes.reason === 'string' && (
        <div className="audit-change">
          {t('reservationsUi.auditReason', {
            reason: isCancellationReason(entry.changes.reason) ? t(reasonLabelKey(entry.changes.reason)) : entry.changes.reason,
          })}
        </div>
      )}
    </div>
  );
}
