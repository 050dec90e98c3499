import { allowedActions, allowedTableActions, type FloorTable, type TableAction } from '@covers/shared';
import { Button, Descriptions, Drawer, Form, Input, InputNumber, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/api-error';
import { api } from '../../../../app/services';
import { useEdition } from '../../../../edition/use-edition';
import { useSession } from '../../../../session/use-session';
import { showError } from '../../../../ui/feedback';
import type { ReservationRow } from '../../api/reservation.types';
import { dinerName, formatMinute } from '../../reservation-format';
import { LIVE_LOOKS } from './live-looks';
import type { TableLive } from './table-status';

interface TableSheetProps {
  table: FloorTable;
  live: TableLive;
  date: string;
  /** The day shown is today: walk-ins can be seated. */
  today: boolean;
  onClose(): void;
  onDone(): void;
  seatWalkIn(data: { table_ids: string[]; adults: number; taken_by: string }): Promise<unknown>;
  /** Seat or clear a party; null when the host declined to book anyway over a clash. */
  changeStatus(row: ReservationRow, action: 'seat' | 'depart'): Promise<unknown>;
}

const statusKey = (status: string) => `floorUi.status${status[0]!.toUpperCase()}${status.slice(1)}`;

/** What a host can do at one table: seat the party expected, seat a walk-in, clear it, lock it, mark it for cleaning. */
export function TableSheet({ table, live, date, today, onClose, onDone, seatWalkIn, changeStatus }: TableSheetProps) {
  const { t } = useTranslation();
  const mobile = useEdition() === 'mobile';
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [walkIn, setWalkIn] = useState({ adults: Math.max(table.minPax, 1), takenBy: user?.staff_name ?? '' });
  const seatedParty = live.status === 'seated' || live.status === 'overstayed' ? live.party : null;
  const expected = seatedParty ? null : (live.party ?? live.next);
  const look = LIVE_LOOKS[live.status];

  const act = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      const result = await call();
      if (result !== null) {
        onDone();
        onClose();
      }
    } catch (error) {
      if (error instanceof ApiError) showError(error.message);
    } finally {
      setBusy(false);
    }
  };
  const changePartyStatus = (row: ReservationRow, action: 'seat' | 'depart') => act(() => changeStatus(row, action));
  const changeTable = (action: TableAction) => act(() => api.call('/api/reservation/table_state', { method: 'POST', data: { date, table_id: table.id, action }, hideError: true }));

  return (
    <Drawer
      open
      onClose={onClose}
      placement={mobile ? 'bottom' : 'right'}
      height={mobile ? '70%' : undefined}
      width={mobile ? undefined : 380}
      title={
        <span>
          {table.name}{' '}
          <Tag color={look.fill} style={{ color: look.textColor, borderColor: look.stroke }} data-testid="table-live-status">
            {t(statusKey(live.status))}
          </Tag>
        </span>
      }
    >
      <div data-testid="table-sheet">
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('floorUi.partySize')}>{t('floorUi.capacity', { min: table.minPax, max: table.maxPax })}</Descriptions.Item>
          {seatedParty && (
            <Descriptions.Item label={t(statusKey(live.status))}>
              {dinerName(seatedParty) || '–'} · {seatedParty.pax} · {formatMinute(seatedParty.time_minute)}
            </Descriptions.Item>
          )}
          {expected && <Descriptions.Item label={t('floorUi.statusReservedSoon')}>{t('floorUi.nextBooking', { name: dinerName(expected) || '–', time: formatMinute(expected.time_minute) })}</Descriptions.Item>}
        </Descriptions>
        <div className="floorplan-sheet-actions">
          {seatedParty && allowedActions(seatedParty.shown_status).includes('depart') && (
            <Button type="primary" loading={busy} onClick={() => void changePartyStatus(seatedParty, 'depart')} data-testid="table-clear">
              {t('floorUi.clear')}
            </Button>
          )}
          {expected && allowedActions(expected.shown_status).includes('seat') && (
            <Button type="primary" loading={busy} onClick={() => void changePartyStatus(expected, 'seat')} data-testid="table-seat">
              {t('floorUi.seat')} · {dinerName(expected) || '–'}
            </Button>
          )}
          {allowedTableActions(live.state).map((action) => (
            <Button key={action} loading={busy} onClick={() => void changeTable(action)} data-testid={`table-${action}`}>
              {t(`floorUi.${action}`)}
            </Button>
          ))}
        </div>
        {today && !seatedParty && live.state === 'Free' && (
          <Form layout="vertical" size="small" className="floorplan-walk-in" onFinish={() => void act(() => seatWalkIn({ table_ids: [table.id], adults: walkIn.adults, taken_by: walkIn.takenBy }))}>
            <Typography.Title level={5}>{t('floorUi.seatWalkIn')}</Typography.Title>
            <Form.Item label={t('floorUi.partySize')}>
              <InputNumber min={1} max={500} precision={0} value={walkIn.adults} onChange={(value) => setWalkIn({ ...walkIn, adults: value ?? 1 })} data-testid="walk-in-pax" />
            </Form.Item>
            <Form.Item label={t('reservationsUi.takenBy')}>
              <Input value={walkIn.takenBy} maxLength={80} onChange={(event) => setWalkIn({ ...walkIn, takenBy: event.target.value })} data-testid="walk-in-taken-by" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="table-seat-walk-in">
              {t('floorUi.seatWalkIn')}
            </Button>
          </Form>
        )}
      </div>
    </Drawer>
  );
}
