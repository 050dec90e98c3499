import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../app/services';
import { useSession } from '../../../../session/use-session';
import { notifySuccess } from '../../../../ui/feedback';
import { useMainFilters } from '../main-filters';
import { reservationApi } from '../../api/reservation-api';
import { reservationKey, useDayList, useTableLayout } from '../../api/reservation-queries';
import { useTableClashPrompt } from '../../components/TableClashPrompt';
import { dinerName, formatMinute } from '../../reservation-format';
import { useNow } from '../../use-now';
import { FloorPlanCanvas, type LiveTableView } from './FloorPlanCanvas';
import { LIVE_LOOKS } from './live-looks';
import { liveTables, LIVE_STATUSES, type TableLive, type TableStateRow } from './table-status';
import { TableSheet } from './TableSheet';
import '../../../floor/floor.css';
import './floorplan.css';

/** `/floorplan`: the plan in service, each table coloured by its live status; tap a table to act on it. */
export default function FloorPlanPage() {
  const { t } = useTranslation();
  const rid = useSession().outlet?.rid;
  const { date, serviceId } = useMainFilters();
  const queryClient = useQueryClient();
  const layout = useTableLayout();
  const list = useDayList({ date, tab: 'all', sort: 'reservation_time', ...(serviceId ? { service_id: serviceId } : {}) });
  const states = useQuery({
    queryKey: [...reservationKey(rid), 'table_states', date],
    queryFn: () => api.call<{ tables: TableStateRow[] }>('/api/reservation/table_states', { data: { date } }),
    enabled: rid !== undefined,
  });
  const now = useNow(list.data?.now);
  const nowMinute = now.date === date ? now.minute : null;
  const [openTable, setOpenTable] = useState<string | null>(null);
  const { prompt, run } = useTableClashPrompt();

  const tables = useMemo(() => layout.data?.tables ?? [], [layout.data]);
  const live = useMemo(() => liveTables(tables, list.data?.reservations ?? [], states.data?.tables ?? [], nowMinute), [tables, list.data, states.data, nowMinute]);
  const views = useMemo(() => {
    const map = new Map<string, LiveTableView>();
    for (const table of tables) {
      const state = live.get(table.id)!;
      map.set(table.id, { table, look: { ...LIVE_LOOKS[state.status], lines: linesOf(table, state, t) }, movable: state.party !== null });
    }
    return map;
  }, [tables, live, t]);
  const counts = useMemo(() => {
    const tally = Object.fromEntries(LIVE_STATUSES.map((status) => [status, 0])) as Record<(typeof LIVE_STATUSES)[number], number>;
    for (const state of live.values()) tally[state.status] += 1;
    return tally;
  }, [live]);

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: reservationKey(rid) }), [queryClient, rid]);

  const move = useCallback(
    (from: string, to: string) => {
      const party = live.get(from)?.party;
      if (!party) return;
      const tableIds = party.table_ids.map((id) => (id === from ? to : id));
      const target = tables.find((table) => table.id === to);
      run((bookAnyway) => api.call('/api/booking/reassign_table', { method: 'POST', data: { reservation_id: party.reservation_id, date: party.date, table_ids: tableIds, book_anyway: bookAnyway }, hideError: true }))
        .then((moved) => {
          if (moved) notifySuccess(t('floorUi.partyMoved', { table: target?.name ?? to }));
          refresh();
        })
        .catch(() => undefined);
    },
    [live, tables, run, t, refresh],
  );

  if (layout.data && tables.length === 0) return <Alert type="info" showIcon message={t('floorUi.noPlanInService')} data-testid="floorplan-no-plan" />;

  const opened = openTable ? tables.find((table) => table.id === openTable) : undefined;
  return (
    <div className="floorplan-page">
      <Space wrap size={[8, 4]} className="floorplan-legend" data-testid="floorplan-legend">
        {LIVE_STATUSES.map((status) => (
          <Tag key={status} color={LIVE_LOOKS[status].fill} style={{ color: LIVE_LOOKS[status].textColor, borderColor: LIVE_LOOKS[status].stroke }}>
            {t(`floorUi.status${status[0]!.toUpperCase()}${status.slice(1)}`)} · {counts[status]}
          </Tag>
        ))}
        <Typography.Text type="secondary" className="floorplan-hint">
          {t('floorUi.hint')}
        </Typography.Text>
      </Space>
      <div className="floorplan-frame">
        {(layout.isLoading || list.isLoading) && <Spin className="floorplan-loading" />}
        <FloorPlanCanvas tables={tables} views={views} onOpen={setOpenTable} onMove={move} />
      </div>
      {opened && (
        <TableSheet
          table={opened}
          live={live.get(opened.id)!}
          date={date}
          today={nowMinute !== null}
          onClose={() => setOpenTable(null)}
          onDone={() => {
            notifySuccess(t('floorUi.tableUpdated'));
            refresh();
          }}
          seatWalkIn={(data) => run((bookAnyway) => reservationApi.addWalkIn({ ...data, book_anyway: bookAnyway })).catch(() => null)}
          changeStatus={(row, action) => run((bookAnyway) => reservationApi.changeStatus({ reservation_id: row.reservation_id, date: row.date, action, book_anyway: bookAnyway })).catch(() => null)}
        />
      )}
      {prompt}
    </div>
  );
}

function linesOf(table: { name: string; minPax: number; maxPax: number }, state: TableLive, t: (key: string, options?: Record<string, unknown>) => string): string[] {
  if (state.party && state.status !== 'free') return [table.name, dinerName(state.party) || '–', `${state.party.pax} · ${formatMinute(state.party.time_minute)}`];
  if (state.status === 'locked') return [table.name, t('floorUi.statusLocked')];
  if (state.status === 'cleaningNeeded') return [table.name, t('floorUi.statusCleaningNeeded')];
  return [table.name, t('floorUi.capacity', { min: table.minPax, max: table.maxPax })];
}

