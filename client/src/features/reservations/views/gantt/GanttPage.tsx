import { statusLabelKey } from '@covers/shared';
import { Alert, Spin } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableLayout, useTableNames } from '../../hooks/use-reservation-queries';
import type { ReservationRow } from '@covers/shared';
import { ReservationPanels, useReservationPanels } from '../../components/ReservationPanels';
import { useMoveBooking } from '../../hooks/use-reservation-writes';
import { ReservationToolbar } from '../list/ReservationToolbar';
import { useListedDay } from '../list/use-listed-day';
import { dinerName, formatMinute } from '../../reservation-format';
import type { OutletNow } from '../../hooks/use-now';
import { useEdition } from '../../../../edition/use-edition';
import { useElementSize } from '../../../../ui/use-element-size';
import { GanttCanvas } from './GanttCanvas';
import { buildGantt, type GanttBar, type GanttBooking } from './gantt-layout';
import '../../reservations.css';
import './gantt.css';

/**
 * `/gantt`: the day's bookings on a time line per table, by section; drag a bar to move it. Bookings that overlap
 * on a table stack in its row and a double booking is marked; cancelled and no-show bookings are not drawn.
 */
export default function GanttPage() {
  const { params, now, rows, loading } = useListedDay();
  return (
    <ReservationPanels params={params} now={now}>
      <GanttBody rows={rows} loading={loading} now={now} date={params.date} />
    </ReservationPanels>
  );
}

/** Pending moves show where the host dropped a bar until the server's answer (and the live refresh) arrives. */
type PendingMoves = Map<string, { time_minute: number; table_ids: string[] }>;

function GanttBody({ rows, loading, now, date }: { rows: ReservationRow[]; loading: boolean; now: OutletNow; date: string }) {
  const { t } = useTranslation();
  const panels = useReservationPanels();
  const edition = useEdition();
  const layout = useTableLayout().data;
  const tableNames = useTableNames();
  const { mutateAsync: moveBooking, prompt } = useMoveBooking({ success: () => t('reservationsUi.ganttMoved') });
  const [pending, setPending] = useState<PendingMoves>(new Map());
  const container = useRef<HTMLDivElement>(null);
  const size = useElementSize(container);

  const bookings = useMemo<GanttBooking[]>(
    () =>
      rows.map((row) => ({
        reservation_id: row.reservation_id,
        time_minute: pending.get(row.reservation_id)?.time_minute ?? row.time_minute,
        duration_minutes: row.duration_minutes,
        table_ids: pending.get(row.reservation_id)?.table_ids ?? row.table_ids,
        shown_status: row.shown_status,
        pax: row.pax,
        label: dinerName(row),
      })),
    [rows, pending],
  );
  const model = useMemo(
    () =>
      buildGantt(layout ?? { sections: [], tables: [], combinations: [] }, bookings, {
        unassigned: t('reservationsUi.unassigned'),
        otherTables: t('reservationsUi.ganttTables'),
      }),
    [layout, bookings, t],
  );
  const byId = useMemo(() => new Map(rows.map((row) => [row.reservation_id, row])), [rows]);
  const charted = useMemo(() => {
    const clash = new Set(model.bars.filter((bar) => bar.clash).map((bar) => bar.reservationId));
    const onChart = new Set(model.bars.map((bar) => bar.reservationId));
    return rows.filter((row) => onChart.has(row.reservation_id)).map((row) => ({ row, clash: clash.has(row.reservation_id) }));
  }, [model, rows]);

  const open = useCallback(
    (id: string) => {
      const row = byId.get(id);
      if (row) panels.openDetail(row);
    },
    [byId, panels],
  );

  const move = useCallback(
    (bar: GanttBar, target: { tableId: string; minute: number }) => {
      const row = byId.get(bar.reservationId);
      if (!row) return;
      const tables =
        bar.tableId === null ? [target.tableId] : [...new Set(row.table_ids.map((id) => (id === bar.tableId ? target.tableId : id)))];
      const forget = () =>
        setPending((current) => {
          const next = new Map(current);
          next.delete(row.reservation_id);
          return next;
        });
      setPending((current) => new Map(current).set(row.reservation_id, { time_minute: target.minute, table_ids: tables }));
      // Each drag keeps its bar where it was dropped until its own answer is in, however many are under way.
      moveBooking({ reservation_id: row.reservation_id, date: row.date, new_time: formatMinute(target.minute), table_ids: tables })
        .catch(() => undefined)
        .finally(forget);
    },
    [byId, moveBooking],
  );

  return (
    <div className="gantt-page">
      <ReservationToolbar />
      {layout && layout.tables.length === 0 && (
        <Alert type="info" showIcon message={t('reservationsUi.ganttNoPlan')} className="gantt-note" />
      )}
      {model.clashTables.length > 0 && (
        <Alert
          type="error"
          showIcon
          message={t('reservationsUi.ganttClashTables', { tables: model.clashTables.join(', ') })}
          className="gantt-note"
          data-testid="gantt-clashes"
        />
      )}
      <div className="gantt-frame" ref={container} data-testid="gantt">
        {loading && <Spin className="gantt-loading" />}
        {size.width > 0 && (
          <GanttCanvas
            model={model}
            width={size.width}
            height={size.height}
            nowMinute={now.date === date ? now.minute : null}
            nowLabel={t('reservationsUi.ganttNow')}
            sideWidth={edition === 'mobile' ? 96 : undefined}
            ready={!loading}
            onOpen={open}
            onMove={move}
          />
        )}
      </div>
      <ul className="visually-hidden" data-testid="gantt-bars">
        {charted.map(({ row, clash }) => (
          <li key={row.reservation_id} data-id={row.reservation_id} data-clash={clash || undefined}>
            {formatMinute(row.time_minute)} {dinerName(row)} · {tableNames(row.table_ids) || t('reservationsUi.unassigned')} ·{' '}
            {t(statusLabelKey(row.shown_status))}
            {clash && ` · ${t('reservationsUi.ganttDoubleBooked')}`}
          </li>
        ))}
      </ul>
      {prompt}
    </div>
  );
}
