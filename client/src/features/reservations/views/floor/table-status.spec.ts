import type { ReservationRow, TableStateRow } from '@covers/shared';
import { aTable } from '../../../../testing/floor-table';
import { liveTables } from './table-status';

const booking = (
  id: string,
  tableId: string,
  status: ReservationRow['status'],
  minute: number,
  shown: ReservationRow['shown_status'] = status,
): ReservationRow =>
  ({
    reservation_id: id,
    table_ids: [tableId],
    status,
    shown_status: shown,
    time_minute: minute,
    duration_minutes: 90,
    pax: 2,
    date: '2031-01-01',
    first_name: 'Ann',
    last_name: id,
  }) as ReservationRow;

describe('live table status', () => {
  const tables = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => aTable(id));
  const rows = [
    booking('1', 'a', 'Seated', 1080),
    booking('2', 'b', 'Seated', 960, 'Overstayed'),
    booking('3', 'c', 'Booked', 1140),
    booking('4', 'd', 'Booked', 1260),
    booking('5', 'e', 'Departed', 1000),
  ];
  const states: TableStateRow[] = [
    { table_id: 'e', state: 'CleaningNeeded', from_minute: null, to_minute: null },
    { table_id: 'f', state: 'Locked', from_minute: 1080, to_minute: 1200 },
    { table_id: 'g', state: 'Locked', from_minute: 1300, to_minute: 1400 },
  ];

  it('colours each table by what is happening at it now', () => {
    const live = liveTables(tables, rows, states, 1100);
    expect(Object.fromEntries([...live].map(([id, state]) => [id, state.status]))).toEqual({
      a: 'seated',
      b: 'overstayed',
      c: 'reservedSoon',
      d: 'free',
      e: 'cleaningNeeded',
      f: 'locked',
      g: 'free',
    });
    expect(live.get('c')!.party?.reservation_id).toBe('3');
    expect(live.get('d')!.next?.reservation_id).toBe('4');
  });

  it('on another day shows whole-day facts only: seated parties, states, any lock', () => {
    const live = liveTables(tables, rows, states, null);
    expect(live.get('c')!.status).toBe('free');
    expect(live.get('g')!.status).toBe('locked');
    expect(live.get('a')!.status).toBe('seated');
  });
});
