import type { FloorLayout, ReservationStatus } from '@covers/shared';

/** Geometry of the chart, in CSS pixels. */
export const GANTT = {
  rowHeight: 32,
  sectionHeight: 26,
  headerHeight: 32,
  sideWidth: 150,
  pxPerMinute: 2,
  snapMinutes: 15,
} as const;

export interface GanttBooking {
  reservation_id: string;
  time_minute: number;
  duration_minutes: number;
  table_ids: string[];
  shown_status: ReservationStatus;
  pax: number;
  label: string;
}

export type GanttRow =
  | { kind: 'section'; key: string; label: string; y: number }
  | { kind: 'table'; key: string; tableId: string | null; label: string; y: number; lane?: number };

export interface GanttBar {
  key: string;
  reservationId: string;
  tableId: string | null;
  x: number;
  y: number;
  width: number;
  status: ReservationStatus;
  text: string;
}

export interface GanttModel {
  rows: GanttRow[];
  bars: GanttBar[];
  height: number;
  width: number;
  startMinute: number;
  endMinute: number;
}

/** The time span shown: whole hours around the day's bookings, at least 10:00-24:00. */
export function timeSpan(bookings: readonly GanttBooking[]): { start: number; end: number } {
  let start = 10 * 60;
  let end = 24 * 60;
  for (const booking of bookings) {
    start = Math.min(start, Math.floor(booking.time_minute / 60) * 60);
    end = Math.max(end, Math.ceil((booking.time_minute + booking.duration_minutes) / 60) * 60);
  }
  return { start: Math.max(0, start), end };
}

/**
 * Rows (sections with their tables, in the plan's priority order; table names the plan does not know; lanes
 * for bookings without a table) and one bar per booked table.
 */
export function buildGantt(
  layout: FloorLayout,
  bookings: readonly GanttBooking[],
  labels: { unassigned: string; otherTables: string },
): GanttModel {
  const { start, end } = timeSpan(bookings);
  const rows: GanttRow[] = [];
  const rowOfTable = new Map<string, number>();
  let y = 0;
  const section = (key: string, label: string) => {
    rows.push({ kind: 'section', key, label, y });
    y += GANTT.sectionHeight;
  };
  const table = (tableId: string, label: string) => {
    rowOfTable.set(tableId, y);
    rows.push({ kind: 'table', key: `table:${tableId}`, tableId, label, y });
    y += GANTT.rowHeight;
  };
  const sections = [...layout.sections].sort((a, b) => a.priority - b.priority);
  for (const s of sections) {
    const tables = layout.tables
      .filter((t) => t.sectionId === s.id)
      .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
    if (tables.length === 0) continue;
    section(`section:${s.id}`, s.name);
    for (const t of tables) table(t.id, t.name);
  }
  const unknown = [...new Set(bookings.flatMap((b) => b.table_ids))]
    .filter((id) => !rowOfTable.has(id))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  if (unknown.length > 0) {
    section('section:other', labels.otherTables);
    for (const id of unknown) table(id, id);
  }

  const bars: GanttBar[] = [];
  const barOf = (booking: GanttBooking, tableId: string | null, rowY: number): GanttBar => ({
    key: `${booking.reservation_id}:${tableId ?? ''}`,
    reservationId: booking.reservation_id,
    tableId,
    x: (booking.time_minute - start) * GANTT.pxPerMinute,
    y: rowY,
    width: Math.max(booking.duration_minutes * GANTT.pxPerMinute, 8),
    status: booking.shown_status,
    text: `${booking.label} · ${booking.pax}`,
  });
  for (const booking of bookings) for (const id of booking.table_ids) bars.push(barOf(booking, id, rowOfTable.get(id)!));

  // Bookings without a table: packed into as few lanes as their times allow.
  const loose = bookings.filter((b) => b.table_ids.length === 0).sort((a, b) => a.time_minute - b.time_minute);
  if (loose.length > 0) {
    section('section:unassigned', labels.unassigned);
    const laneEnds: number[] = [];
    for (const booking of loose) {
      let lane = laneEnds.findIndex((endMinute) => endMinute <= booking.time_minute);
      if (lane === -1) lane = laneEnds.push(0) - 1;
      laneEnds[lane] = booking.time_minute + booking.duration_minutes;
      bars.push(barOf(booking, null, y + lane * GANTT.rowHeight));
    }
    laneEnds.forEach((_, lane) =>
      rows.push({ kind: 'table', key: `lane:${lane}`, tableId: null, label: '', y: y + lane * GANTT.rowHeight, lane }),
    );
    y += laneEnds.length * GANTT.rowHeight;
  }
  return { rows, bars, height: y, width: (end - start) * GANTT.pxPerMinute, startMinute: start, endMinute: end };
}

export interface Viewport {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bars that touch the viewport (content coordinates) grown by `margin` on every side. */
export function barsIn(bars: readonly GanttBar[], view: Viewport, margin: number): GanttBar[] {
  const left = view.x - margin;
  const right = view.x + view.width + margin;
  const top = view.y - margin;
  const bottom = view.y + view.height + margin;
  return bars.filter((bar) => bar.x + bar.width >= left && bar.x <= right && bar.y + GANTT.rowHeight >= top && bar.y <= bottom);
}

export function rowsIn<T extends { y: number }>(rows: readonly T[], view: Viewport, margin: number): T[] {
  return rows.filter((row) => row.y + GANTT.rowHeight >= view.y - margin && row.y <= view.y + view.height + margin);
}

/** Where a bar dropped at content position (x, y) lands: the table row under it and its time, snapped to 15 minutes. */
export function dropTarget(model: GanttModel, x: number, y: number): { tableId: string; minute: number } | null {
  const row = model.rows.find((r) => r.kind === 'table' && r.tableId !== null && y >= r.y && y < r.y + GANTT.rowHeight);
  if (!row || row.kind !== 'table' || row.tableId === null) return null;
  const raw = model.startMinute + x / GANTT.pxPerMinute;
  const minute = Math.round(raw / GANTT.snapMinutes) * GANTT.snapMinutes;
  return { tableId: row.tableId, minute: Math.max(model.startMinute, Math.min(minute, model.endMinute - GANTT.snapMinutes)) };
}
