// The Gantt benchmark page (built and driven by e2e/bench/gantt.bench.js): the console's own GanttCanvas
// with 1,000 bars over 100 tables in 10 sections, 1280x720. It reports the first render and, while the
// driver pans for 10 s, the main-thread work of each frame.
import type { FloorLayout, ReservationStatus } from '@covers/shared';
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { GanttCanvas, type GanttCanvasHandle } from '../../client/src/features/reservations/views/gantt/GanttCanvas';
import { buildGantt, type GanttBooking } from '../../client/src/features/reservations/views/gantt/gantt-layout';
import { aTable } from '../../client/src/testing/floor-table';

const SECTIONS = 10;
const TABLES = 100;
const BARS_PER_TABLE = 10;
const STATUSES: ReservationStatus[] = [
  'Booked',
  'Confirmed',
  'Seated',
  'Arrived',
  'Late',
  'BillPaid',
  'Departed',
  'PendingPayment',
  'Overstayed',
  // Every status drawn: cancelled and no-show bookings leave the chart.
  'Done',
];

const layout: FloorLayout = {
  sections: Array.from({ length: SECTIONS }, (_, s) => ({ id: `s${s}`, name: `Section ${s + 1}`, priority: s })),
  tables: Array.from({ length: TABLES }, (_, t) =>
    aTable(`t${t}`, { name: `T${t + 1}`, sectionId: `s${t % SECTIONS}`, maxPax: 6, priority: t }),
  ),
  combinations: [],
};
const bookings: GanttBooking[] = [];
for (let t = 0; t < TABLES; t++)
  for (let b = 0; b < BARS_PER_TABLE; b++)
    bookings.push({
      reservation_id: `r${t}-${b}`,
      time_minute: 10 * 60 + b * 84 + (t % 4) * 5,
      duration_minutes: 75,
      table_ids: [`t${t}`],
      shown_status: STATUSES[(t + b) % STATUSES.length]!,
      pax: 1 + ((t + b) % 6),
      label: `Guest ${t * BARS_PER_TABLE + b}`,
    });

declare global {
  interface Window {
    ganttBench: {
      bars: number;
      tables: number;
      firstRenderMs: Promise<number>;
      pan(seconds: number): Promise<{ frames: number; work: number[]; intervals: number[] }>;
    };
  }
}

const handle = createRef<GanttCanvasHandle>();
const root = createRoot(document.getElementById('root')!);
const start = performance.now();
const model = buildGantt(layout, bookings, { unassigned: 'Unassigned', otherTables: 'Tables' });
flushSync(() =>
  root.render(
    <GanttCanvas
      ref={handle}
      model={model}
      width={1280}
      height={720}
      nowMinute={19 * 60}
      nowLabel="Now"
      ready
      onOpen={() => undefined}
      onMove={() => undefined}
    />,
  ),
);

const layers = handle.current!.stage()!.getLayers();
let konvaDrawMs = 0;
let drawStartedAt = 0;
for (const layer of layers) {
  layer.on('beforeDraw', () => void (drawStartedAt = performance.now()));
  layer.on('draw', () => void (konvaDrawMs += performance.now() - drawStartedAt));
}

// First render: building the model, React's commit and the first Konva draw of every layer.
const firstRenderMs = new Promise<number>((resolve) => {
  const drawn = new Set<unknown>();
  for (const layer of layers)
    layer.on('draw.first', () => {
      drawn.add(layer);
      layer.off('draw.first');
      if (drawn.size === layers.length) resolve(performance.now() - start);
    });
});

function pan(seconds: number) {
  return new Promise<{ frames: number; work: number[]; intervals: number[] }>((resolve) => {
    const work: number[] = [];
    const intervals: number[] = [];
    let dx = 9;
    let dy = 13;
    let last = 0;
    let x = 0;
    let y = 0;
    const maxX = model.width - (1280 - 150);
    const maxY = model.height - (720 - 32);
    const ends = performance.now() + seconds * 1000;
    const frame = (at: number) => {
      // The previous step's Konva draw ran in this frame's animation callbacks, before this one.
      if (work.length > 0) work[work.length - 1]! += konvaDrawMs;
      konvaDrawMs = 0;
      if (last) intervals.push(at - last);
      last = at;
      if (performance.now() >= ends) return resolve({ frames: work.length, work, intervals });
      if (x + dx < 0 || x + dx > maxX) dx = -dx;
      if (y + dy < 0 || y + dy > maxY) dy = -dy;
      x += dx;
      y += dy;
      const before = performance.now();
      handle.current!.panBy(dx, dy);
      work.push(performance.now() - before);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

window.ganttBench = { bars: model.bars.length, tables: TABLES, firstRenderMs, pan };
