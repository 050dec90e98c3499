import type { ReservationRow } from '@covers/shared';
import { Alert, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueueWaitingList } from '../../../queue/components/QueueWaitingList';
import { ReservationPanels } from '../../components/ReservationPanels';
import { useDayList, useTableLayout, useTableStates } from '../../hooks/use-reservation-queries';
import { useMovePartyToTable } from '../../hooks/use-reservation-writes';
import { dinerName, formatMinute } from '../../reservation-format';
import type { OutletNow } from '../../hooks/use-now';
import { ReservationToolbar } from '../list/ReservationToolbar';
import { useListParams } from '../list/use-list-params';
import { useListedDay } from '../list/use-listed-day';
import { FloorPlanCanvas, type LiveTableView } from './FloorPlanCanvas';
import { LIVE_LOOKS } from './live-looks';
import { liveStatusKey, liveTables, LIVE_STATUSES, type TableLive } from './table-status';
import { TableSheet } from './TableSheet';
import '../../reservations.css';
import './floorplan.css';

/**
 * `/floorplan`: the plan in service, each table coloured by its live status; tap a table to act on it. The list's
 * toolbar (tabs, search, filters, with their counts) picks bookings: while it narrows the day, the tables of the
 * bookings it picks stand out and the others fade. The live statuses always come from the whole day.
 */
export default function FloorPlanPage() {
  const { params, now, rows: picked, loading } = useListedDay();
  return (
    <ReservationPanels params={params} now={now}>
      <FloorPlanBody picked={picked} loading={loading} now={now} />
    </ReservationPanels>
  );
}

function FloorPlanBody({ picked, loading, now }: { picked: ReservationRow[]; loading: boolean; now: OutletNow }) {
  const { t } = useTranslation();
  const { params, tab, filters, query } = useListParams();
  const { date, service_id: serviceId } = params;
  const layout = useTableLayout();
  const list = useDayList({ date, tab: 'all', sort: 'reservation_time', ...(serviceId ? { service_id: serviceId } : {}) });
  const states = useTableStates(date);
  const nowMinute = now.date === date ? now.minute : null;
  const narrowed = tab !== 'all' || filters.size > 0 || query.trim() !== '';
  const pickedTables = useMemo(() => new Set(picked.flatMap((row) => row.table_ids)), [picked]);
  const [openTable, setOpenTable] = useState<string | null>(null);
  const { mutate: moveParty, prompt } = useMovePartyToTable({
    success: (_moved, move) => t('floorUi.partyMoved', { table: move.tableName }),
  });

  const tables = useMemo(() => layout.data?.tables ?? [], [layout.data]);
  const live = useMemo(
    () => liveTables(tables, list.data?.reservations ?? [], states.data?.tables ?? [], nowMinute),
    [tables, list.data, states.data, nowMinute],
  );
  const views = useMemo(() => {
    const map = new Map<string, LiveTableView>();
    for (const table of tables) {
      const state = live.get(table.id)!;
      map.set(table.id, {
        table,
        look: { ...LIVE_LOOKS[state.status], lines: linesOf(table, state, t) },
        movable: state.party !== null,
        faded: narrowed && !pickedTables.has(table.id),
      });
    }
    return map;
  }, [tables, live, t, narrowed, pickedTables]);
  const counts = useMemo(() => {
    const tally = Object.fromEntries(LIVE_STATUSES.map((status) => [status, 0])) as Record<(typeof LIVE_STATUSES)[number], number>;
    for (const state of live.values()) tally[state.status] += 1;
    return tally;
  }, [live]);

  const move = useCallback(
    (from: string, to: string) => {
      const party = live.get(from)?.party;
      if (!party) return;
      const tableIds = party.table_ids.map((id) => (id === from ? to : id));
      const target = tables.find((table) => table.id === to);
      moveParty({ body: { reservation_id: party.reservation_id, date: party.date, table_ids: tableIds }, tableName: target?.name ?? to });
    },
    [live, tables, moveParty],
  );

  const opened = openTable ? tables.find((table) => table.id === openTable) : undefined;
  return (
    <div className="floorplan-page">
      <ReservationToolbar />
      {layout.data && tables.length === 0 ? (
        <Alert type="info" showIcon message={t('floorUi.noPlanInService')} data-testid="floorplan-no-plan" />
      ) : (
        <>
          <Space wrap size={[8, 4]} className="floorplan-legend" data-testid="floorplan-legend">
            {LIVE_STATUSES.map((status) => (
              <Tag
                key={status}
                color={LIVE_LOOKS[status].fill}
                style={{ color: LIVE_LOOKS[status].textColor, borderColor: LIVE_LOOKS[status].stroke }}
              >
                {t(liveStatusKey(status))} · {counts[status]}
              </Tag>
            ))}
            {narrowed && (
              <Typography.Text strong data-testid="floorplan-picked">
                {t('floorUi.pickedTables', { count: [...pickedTables].filter((id) => live.has(id)).length })}
              </Typography.Text>
            )}
            <Typography.Text type="secondary" className="floorplan-hint">
              {t('floorUi.hint')}
            </Typography.Text>
          </Space>
          <div className="floorplan-with-queue">
            <div className="floorplan-frame">
              {(layout.isLoading || list.isLoading || loading) && <Spin className="floorplan-loading" />}
              <FloorPlanCanvas tables={tables} views={views} onOpen={setOpenTable} onMove={move} />
            </div>
            {nowMinute !== null && <QueueWaitingList />}
          </div>
        </>
      )}
      {opened && (
        <TableSheet table={opened} live={live.get(opened.id)!} date={date} today={nowMinute !== null} onClose={() => setOpenTable(null)} />
      )}
      {prompt}
    </div>
  );
}

function linesOf(
  table: { name: string; minPax: number; maxPax: number },
  state: TableLive,
  t: (key: string, options?: Record<string, unknown>) => string,
): string[] {
  if (state.party && state.status !== 'free')
    return [table.name, dinerName(state.party) || '–', `${state.party.pax} · ${formatMinute(state.party.time_minute)}`];
  if (state.status === 'locked') return [table.name, t('floorUi.statusLocked')];
  if (state.status === 'cleaningNeeded') return [table.name, t('floorUi.statusCleaningNeeded')];
  return [table.name, t('floorUi.capacity', { min: table.minPax, max: table.maxPax })];
}
