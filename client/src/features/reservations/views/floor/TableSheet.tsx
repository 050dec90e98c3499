import { allowedActions, allowedTableActions, type FloorTable, type ReservationRow, type TableAction } from '@covers/shared';
import { Button, Descriptions, Drawer, Form, Input, InputNumber, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../../edition/use-edition';
import { messageKey } from '../../../../i18n/message-key';
import { useSession } from '../../../../session/use-session';
import { useChangeStatus, useChangeTableState, useSeatWalkIn } from '../../hooks/use-reservation-writes';
import { dinerName, formatMinute } from '../../reservation-format';
import { LIVE_LOOKS } from './live-looks';
import { liveStatusKey, type TableLive } from './table-status';

interface TableSheetProps {
  table: FloorTable;
  live: TableLive;
  date: string;
  /** The day shown is today: walk-ins can be seated. */
  today: boolean;
  onClose(): void;
}

/** What a host can do at one table: seat the party expected, seat a walk-in, clear it, lock it, mark it for cleaning. */
export function TableSheet({ table, live, date, today, onClose }: TableSheetProps) {
  const { t } = useTranslation();
  const mobile = useEdition() === 'mobile';
  const { user } = useSession();
  const tableUpdated = () => t('floorUi.tableUpdated');
  const walkInSeating = useSeatWalkIn({ success: tableUpdated });
  const status = useChangeStatus({ success: tableUpdated });
  const tableState = useChangeTableState(tableUpdated);
  const busy = walkInSeating.isPending || status.isPending || tableState.isPending;
  const [walkIn, setWalkIn] = useState({ adults: Math.max(table.minPax, 1), takenBy: user?.staff_name ?? '' });
  const seatedParty = live.status === 'seated' || live.status === 'overstayed' ? live.party : null;
  const expected = seatedParty ? null : (live.party ?? live.next);
  const look = LIVE_LOOKS[live.status];

  /** The sheet closes once the change is made; it stays open after a refusal or a declined clash. */
  const act = (change: Promise<unknown>) => void change.then((result) => result !== null && onClose()).catch(() => undefined);
  const changePartyStatus = (row: ReservationRow, action: 'seat' | 'depart') =>
    act(status.mutateAsync({ reservation_id: row.reservation_id, date: row.date, action }));
  const changeTable = (action: TableAction) => act(tableState.mutateAsync({ date, table_id: table.id, action }));

  return (
    <>
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
              {t(liveStatusKey(live.status))}
            </Tag>
          </span>
        }
      >
        <div data-testid="table-sheet">
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('floorUi.partySize')}>
              {t('floorUi.capacity', { min: table.minPax, max: table.maxPax })}
            </Descriptions.Item>
            {seatedParty && (
              <Descriptions.Item label={t(liveStatusKey(live.status))}>
                {dinerName(seatedParty) || '–'} · {seatedParty.pax} · {formatMinute(seatedParty.time_minute)}
              </Descriptions.Item>
            )}
            {expected && (
              <Descriptions.Item label={t('floorUi.statusReservedSoon')}>
                {t('floorUi.nextBooking', { name: dinerName(expected) || '–', time: formatMinute(expected.time_minute) })}
              </Descriptions.Item>
            )}
          </Descriptions>
          <div className="floorplan-sheet-actions">
            {seatedParty && allowedActions(seatedParty.shown_status).includes('depart') && (
              <Button type="primary" loading={busy} onClick={() => changePartyStatus(seatedParty, 'depart')} data-testid="table-clear">
                {t('floorUi.clear')}
              </Button>
            )}
            {expected && allowedActions(expected.shown_status).includes('seat') && (
              <Button type="primary" loading={busy} onClick={() => changePartyStatus(expected, 'seat')} data-testid="table-seat">
                {t('floorUi.seat')} · {dinerName(expected) || '–'}
              </Button>
            )}
            {allowedTableActions(live.state).map((action) => (
              <Button key={action} loading={busy} onClick={() => changeTable(action)} data-testid={`table-${action}`}>
                {t(messageKey('floorUi', action))}
              </Button>
            ))}
          </div>
          {today && !seatedParty && live.state === 'Free' && (
            <Form
              layout="vertical"
              size="small"
              className="floorplan-walk-in"
              onFinish={() => act(walkInSeating.mutateAsync({ table_ids: [table.id], adults: walkIn.adults, taken_by: walkIn.takenBy }))}
            >
              <Typography.Title level={5}>{t('floorUi.seatWalkIn')}</Typography.Title>
              <Form.Item label={t('floorUi.partySize')}>
                <InputNumber
                  min={1}
                  max={500}
                  precision={0}
                  value={walkIn.adults}
                  onChange={(value) => setWalkIn({ ...walkIn, adults: value ?? 1 })}
                  data-testid="walk-in-pax"
                />
              </Form.Item>
              <Form.Item label={t('reservationsUi.takenBy')}>
                <Input
                  value={walkIn.takenBy}
                  maxLength={80}
                  onChange={(event) => setWalkIn({ ...walkIn, takenBy: event.target.value })}
                  data-testid="walk-in-taken-by"
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="table-seat-walk-in">
                {t('floorUi.seatWalkIn')}
              </Button>
            </Form>
          )}
        </div>
      </Drawer>
      {walkInSeating.prompt}
      {status.prompt}
    </>
  );
}
