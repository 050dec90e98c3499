import type { FloorLayout, ReservationStatus } from '@covers/shared';
import { aTable } from '../../../../testing/floor-table';
import { GANTT, barsIn, buildGantt, dropTarget, type GanttBooking } from './gantt-layout';

const roundTable = (id: string, sectionId: string, priority: number) =>
  aTable(id, { sectionId, priority, shape: 'round', width: 1, height: 1 });
const layout: FloorLayout = {
  sections: [
    { id: 'patio', name: 'Patio', priority: 1 },
    { id: 'main', name: 'Main', priority: 0 },
  ],
  tables: [roundTable('p1', 'patio', 0), roundTable('m2', 'main', 1), roundTable('m1', 'main', 0)],
  combinations: [],
};
const booking = (id: string, time: number, tables: string[], duration = 90, status: ReservationStatus = 'Booked'): GanttBooking => ({
  reservation_id: id,
  time_minute: time,
  duration_minutes: duration,
  table_ids: tables,
  shown_status: status,
  pax: 2,
  label: id,
});
const labels = { unassigned: 'Unassigned', otherTables: 'Tables' };

describe('gantt layout', () => {
  it('lists tables by section in priority order, then unknown tables, then lanes for bookings without a table', () => {
    const model = buildGantt(
      layout,
      [booking('a', 18 * 60, ['m1', 'x9']), booking('b', 18 * 60, []), booking('c', 18 * 60 + 30, []), booking('d', 20 * 60, [])],
      labels,
    );
    expect(model.rows.map((row) => row.label)).toEqual(['Main', 'M1', 'M2', 'Patio', 'P1', 'Tables', 'x9', 'Unassigned', '', '']);
    expect(model.bars.filter((bar) => bar.reservationId === 'a').map((bar) => bar.tableId)).toEqual(['m1', 'x9']);
    // b and c overlap (two lanes); d fits after b in the first lane.
    const lanes = model.bars.filter((bar) => bar.tableId === null).map((bar) => bar.y);
    expect(lanes[0]).toBe(lanes[2]);
    expect(lanes[1]).toBe(lanes[0]! + GANTT.rowHeight);
  });

  it('spans at least 10:00-24:00 and grows to fit early and late bookings', () => {
    expect(buildGantt(layout, [], labels)).toMatchObject({ startMinute: 600, endMinute: 1440 });
    expect(buildGantt(layout, [booking('a', 7 * 60 + 30, ['m1']), booking('b', 23 * 60 + 30, ['m1'], 120)], labels)).toMatchObject({
      startMinute: 420,
      endMinute: 1560,
    });
  });

  it('draws only bars near the visible window', () => {
    const bookings = Array.from({ length: 50 }, (_, i) => booking(`r${i}`, 600 + i * 15, ['m1'], 30));
    const model = buildGantt(layout, bookings, labels);
    const visible = barsIn(model.bars, { x: 0, y: 0, width: 300, height: 200 }, 0);
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.length).toBeLessThan(bookings.length);
    expect(visible.every((bar) => bar.x <= 300)).toBe(true);
  });

  it('a drop lands on the table row under it, snapped to 15 minutes', () => {
    const model = buildGantt(layout, [booking('a', 18 * 60, ['m1'])], labels);
    const m2 = model.rows.find((row) => row.label === 'M2')!;
    expect(dropTarget(model, (19 * 60 + 8 - model.startMinute) * GANTT.pxPerMinute, m2.y + 5)).toEqual({
      tableId: 'm2',
      minute: 19 * 60 + 15,
    });
    expect(dropTarget(model, 0, 2)).toBeNull();
  });

  it('stacks two bookings of one table at one time in lanes of its row, both drawn and marked as a clash', () => {
    const model = buildGantt(layout, [booking('a', 19 * 60, ['m1']), booking('b', 19 * 60 + 30, ['m1'])], labels);
    const m1 = model.rows.find((row) => row.label === 'M1')!;
    const m2 = model.rows.find((row) => row.label === 'M2')!;
    expect(m1.height).toBe(2 * GANTT.rowHeight);
    expect(m2.y).toBe(m1.y + 2 * GANTT.rowHeight);
    const [a, b] = ['a', 'b'].map((id) => model.bars.find((bar) => bar.reservationId === id)!);
    expect([a!.y, b!.y]).toEqual([m1.y, m1.y + GANTT.rowHeight]);
    expect(a!.clash && b!.clash).toBe(true);
    expect(model.clashes).toEqual([
      expect.objectContaining({
        tableId: 'm1',
        x: a!.x + 30 * GANTT.pxPerMinute,
        width: 60 * GANTT.pxPerMinute,
        y: m1.y,
        height: m1.height,
      }),
    ]);
    expect(model.clashTables).toEqual(['M1']);
    // A drop on the second lane still lands on M1.
    expect(dropTarget(model, a!.x, m1.y + GANTT.rowHeight + 5)?.tableId).toBe('m1');
  });

  it('stacks a departed party and the next booking without calling it a clash; back-to-back bookings share a lane', () => {
    const model = buildGantt(
      layout,
      [booking('gone', 18 * 60, ['m1'], 90, 'Departed'), booking('next', 19 * 60, ['m1']), booking('later', 20 * 60 + 30, ['m1'])],
      labels,
    );
    expect(model.rows.find((row) => row.label === 'M1')!.height).toBe(2 * GANTT.rowHeight);
    expect(model.bars.some((bar) => bar.clash)).toBe(false);
    expect(model.clashes).toEqual([]);
  });

  it('leaves cancelled, no-show, rejected and removed bookings off the chart', () => {
    const model = buildGantt(
      layout,
      [
        booking('kept', 19 * 60, ['m1']),
        booking('cancelled', 19 * 60, ['m1'], 90, 'Cancelled'),
        booking('absent', 19 * 60, ['m1'], 90, 'NoShow'),
        booking('rejected', 19 * 60, [], 90, 'Rejected'),
        booking('removed', 19 * 60, ['x9'], 90, 'Removed'),
      ],
      labels,
    );
    expect(model.bars.map((bar) => bar.reservationId)).toEqual(['kept']);
    expect(model.rows.map((row) => row.label)).toEqual(['Main', 'M1', 'M2', 'Patio', 'P1']);
    expect(model.clashes).toEqual([]);
  });
});
