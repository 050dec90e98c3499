import { CLOCK_STATUSES, TABLE_HOLDING_STATUSES, type FloorLayout, type ReservationStatus } from '@covers/shared';

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
  | { kind: 'section'; key: string; label: string; y: number; height: number }
  | { kind: 'table'; key: string; tableId: string | null; label: string; y: number; height: number; lane?: number; clash?: boolean };

export interface GanttBar {
  key: string;
  reservationId: string;
  tableId: string | null;
  x: number;
  y: number;
  width: number;
  status: ReservationStatus;
  text: string;
  /** Overlaps another booking holding the same table. */
  clash: boolean;
}

/** Where two bookings hold one table at once: drawn across the table's row. */
export interface GanttClash {
  key: string;
  tableId: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GanttModel {
  rows: GanttRow[];
  bars: GanttBar[];
  clashes: GanttClash[];
  /** Names of the tables with a clash, in row order. */
  clashTables: string[];
  height: number;
  width: number;
  startMinute: number;
  endMinute: number;
}

/** Bookings that gave their tables up: they leave the chart. */
const OFF_THE_TABLES = new Set<ReservationStatus>(['Cancelled', 'NoShow', 'Rejected', 'Removed']);
/** Shown statuses of bookings that hold their tables (Late and Overstayed are held bookings the clock renamed). */
const HOLDING = new Set<ReservationStatus>([...TABLE_HOLDING_STATUSES, ...CLOCK_STATUSES]);

const endOf = (booking: GanttBooking) => booking.time_minute + booking.duration_minutes;

/** The time span shown: whole hours around the day's bookings, at least 10:00-24:00. */
export function timeSpan(bookings: readonly GanttBooking[]): { start: number; end: number } {
  let start = 10 * 60;
  let end = 24 * 60;
  for (const booking of bookings) {
    start = Math.min(start, Math.floor(booking.time_minute / 60) * 60);
    end = Math.max(end, Math.ceil(endOf(booking) / 60) * 60);
  }
  return { start: Math.max(0, start), end };
}

/** Packs bookings into as few lanes as their times allow: each booking's lane, and how many lanes there are. */
function packLanes(bookings: readonly GanttBooking[]): { laneOf: Map<GanttBooking, number>; count: number } {
  const laneEnds: number[] = [];
  const laneOf = new Map<GanttBooking, number>();
  for (const booking of [...bookings].sort((a, b) => a.time_minute - b.time_minute)) {
    let lane = laneEnds.findIndex((endMinute) => endMinute <= booking.time_minute);
    if (lane === -1) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = endOf(booking);
    laneOf.set(booking, lane);
  }
  return { laneOf, count: laneEnds.length };
}

/** The stretches of time when two or more of these bookings hold the table at once, merged, with who is in them. */
function clashesOf(bookings: readonly GanttBooking[]): { spans: { start: number; end: number }[]; involved: Set<GanttBooking> } {
  const holding = bookings.filter((b) => HOLDING.has(b.shown_status)).sort((a, b) => a.time_minute - b.time_minute);
  const spans: { start: number; end: number }[] = [];
  const involved = new Set<GanttBooking>();
  holding.forEach((a, i) => {
    for (const b of holding.slice(i + 1)) {
      if (b.time_minute >= endOf(a)) break;
      involved.add(a).add(b);
      const span = { start: b.time_minute, end: Math.min(endOf(a), endOf(b)) };
      const last = spans[spans.length - 1];
      if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
      else spans.push(span);
    }
  });
  return { spans, involved };
}

/**
 * Rows (sections with their tables, in the plan's priority order; table names the plan does not know; lanes
 * for bookings without a table) and one bar per booked table. A table's bookings that overlap stack in lanes
 * of its row, so every one of them shows; where two hold the table at once (a double booking made with Book
 * anyways) their bars and the overlap are marked as a clash. Cancelled, no-show, rejected and removed
 * bookings leave the chart.
 */
export function buildGantt(
  layout: FloorLayout,
  bookings: readonly GanttBooking[],
  labels: { unassigned: string; otherTables: string },
): GanttModel {
  const shown = bookings.filter((b) => !OFF_THE_TABLES.has(b.shown_status));
  const { start, end } = timeSpan(shown);
  const xOf = (minute: number) => (minute - start) * GANTT.pxPerMinute;
  const rows: GanttRow[] = [];
  const bars: GanttBar[] = [];
  const clashes: GanttClash[] = [];
  const clashTables: string[] = [];
  const byTable = new Map<string, GanttBooking[]>();
  for (const booking of shown) for (const id of booking.table_ids) byTable.set(id, [...(byTable.get(id) ?? []), booking]);

  let y = 0;
  const section = (key: string, label: string) => {
    rows.push({ kind: 'section', key, label, y, height: GANTT.sectionHeight });
    y += GANTT.sectionHeight;
  };
  const barOf = (booking: GanttBooking, tableId: string | null, rowY: number, clash: boolean): GanttBar => ({
    key: `${booking.reservation_id}:${tableId ?? ''}`,
    reservationId: booking.reservation_id,
    tableId,
    x: xOf(booking.time_minute),
    y: rowY,
    width: Math.max(booking.duration_minutes * GANTT.pxPerMinute, 8),
    status: booking.shown_status,
    text: `${booking.label} · ${booking.pax}`,
    clash,
  });
  const table = (tableId: string, label: string) => {
    const onTable = byTable.get(tableId) ?? [];
    const { laneOf, count } = packLanes(onTable);
    const { spans, involved } = clashesOf(onTable);
    const height = Math.max(count, 1) * GANTT.rowHeight;
    rows.push({ kind: 'table', key: `table:${tableId}`, tableId, label, y, height, clash: spans.length > 0 });
    for (const booking of onTable) bars.push(barOf(booking, tableId, y + laneOf.get(booking)! * GANTT.rowHeight, involved.has(booking)));
    for (const span of spans)
      clashes.push({
        key: `${tableId}:${span.start}`,
        tableId,
        x: xOf(span.start),
        y,
        width: (span.end - span.start) * GANTT.pxPerMinute,
        height,
      });
    if (spans.length > 0) clashTables.push(label);
    y += height;
  };

  const sections = [...layout.sections].sort((a, b) => a.priority - b.priority);
  const known = new Set<string>();
  for (const s of sections) {
    const tables = layout.tables
      .filter((t) => t.sectionId === s.id)
      .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
    if (tables.length === 0) continue;
    section(`section:${s.id}`, s.name);
    for (const t of tables) {
      known.add(t.id);
      table(t.id, t.name);
    }
  }
  const unknown = [...byTable.keys()].filter((id) => !known.has(id)).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  if (unknown.length > 0) {
    section('section:other', labels.otherTables);
    for (const id of unknown) table(id, id);
  }

  // Bookings without a table: packed into as few lanes as their times allow.
  const loose = shown.filter((b) => b.table_ids.length === 0);
  if (loose.length > 0) {
    section('section:unassigned', labels.unassigned);
    const { laneOf, count } = packLanes(loose);
    for (const booking of loose) bars.push(barOf(booking, null, y + laneOf.get(booking)! * GANTT.rowHeight, false));
    for (let lane = 0; lane < count; lane++)
      rows.push({
        kind: 'table',
        key: `lane:${lane}`,
        tableId: null,
        label: '',
        y: y + lane * GANTT.rowHeight,
        height: GANTT.rowHeight,
        lane,
      });
    y += count * GANTT.rowHeight;
  }
  return { rows, bars, clashes, clashTables, height: y, width: (end - start) * GANTT.pxPerMinute, startMinute: start, endMinute: end };
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

export function rowsIn<T extends { y: number; height: number }>(rows: readonly T[], view: Viewport, margin: number): T[] {
  return rows.filter((row) => row.y + row.height >= view.y - margin && row.y <= view.y + view.height + margin);
}

/** Where a bar dropped at content position (x, y) lands: the table row under it and its time, snapped to 15 minutes. */
export function dropTarget(model: GanttModel, x: number, y: number): { tableId: string; minute: number } | null {
  const row = model.rows.find((r) => r.kind === 'table' && r.tableId !== null && y >= r.y && y < r.y + r.height);
  if (!row || row.kind !== 'table' || row.tableId === null) return null;
  const raw = model.startMinute + x / GANTT.pxPerMinute;
  const minute = Math.round(raw / GANTT.snapMinutes) * GANTT.snapMinutes;
  return { tableId: row.tableId, minute: Math.max(model.startMinute, Math.min(minute, model.endMinute - GANTT.snapMinutes)) };
}
