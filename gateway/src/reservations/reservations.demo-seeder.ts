import { floorSnapshot, importReservations, toMinute } from '@covers/services/reservations';
import { addDays, DAY_MINUTES, outletClock, type OutletClock, type StoredStatus } from '@covers/shared';
import type { DemoContext, DemoSeeder } from '../demo/demo-seeder';

const NAMES = [
  ['Mei Ling', 'Tan'],
  ['Arjun', 'Nair'],
  ['Siti', 'Rahman'],
  ['Somchai', 'Wong'],
  ['Hiroshi', 'Sato'],
  ['Grace', 'Lim'],
  ['Budi', 'Santoso'],
  ['Ploy', 'Srisuk'],
  ['Daniel', 'Ng'],
  ['Aisha', 'Karim'],
  ['Kenji', 'Mori'],
  ['Chloe', 'Teo'],
];
const TIMES = ['12:00', '12:30', '13:00', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30'];
/** Visits over: more than an hour past their time. */
const PAST: StoredStatus[] = ['Departed', 'Done', 'Departed', 'NoShow', 'Cancelled', 'Departed'];
/** Parties here now: their time came within the last hour (less than any turnaround, so none overstays). */
const HERE: StoredStatus[] = ['Seated', 'Arrived', 'BillPaid', 'Waiting', 'Seated', 'PartiallySeated'];
/** Still to come. */
const FUTURE: StoredStatus[] = ['Booked', 'Confirmed', 'Booked', 'Waitlisted', 'PendingPayment', 'Confirmed'];
const HERE_FOR_MINUTES = 60;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** A status that agrees with the outlet's clock: visits before now are over or under way, later ones still to come. */
function statusAt(date: string, time: string, clock: OutletClock, i: number): StoredStatus {
  const minutesAgo = (dayNumber(clock.date) - dayNumber(date)) * DAY_MINUTES + clock.minute - toMinute(time);
  const statuses = minutesAgo < 0 ? FUTURE : minutesAgo < HERE_FOR_MINUTES ? HERE : PAST;
  return statuses[i % statuses.length];
}

/**
 * A week of bookings around today (three days back, three ahead) in every outlet, one per table and day on the
 * published plan if any, each with a status that agrees with the outlet's clock at whatever hour it is seeded.
 */
export const reservationsDemoSeeder: DemoSeeder = {
  name: 'reservations',
  async seed(ctx: DemoContext) {
    for (const [o, outlet] of ctx.outlets.entries()) {
      const clock = outletClock(ctx.now, outlet.timezone);
      const floor = await floorSnapshot(ctx.dataSource, outlet.rid);
      const tables = floor ? [...floor.tables.values()].sort((a, b) => a.name.localeCompare(b.name)) : [];
      const rows: Record<string, unknown>[] = [];
      for (let offset = -3; offset <= 3; offset++) {
        const date = addDays(clock.date, offset);
        const used = new Set<string>();
        for (let i = 0; i < 14; i++) {
          const [first_name, last_name] = NAMES[(i + offset + 12 + o) % NAMES.length];
          const adults = 1 + ((i * 7 + offset + 9) % 6);
          const children = i % 4 === 0 ? 1 : 0;
          const time = TIMES[i % TIMES.length];
          const status = statusAt(date, time, clock, i);
          const fitting = tables.filter((t) => !used.has(t.table_id) && adults + children >= t.min_pax && adults + children <= t.max_pax);
          const table = fitting.length > 0 ? fitting[i % fitting.length] : undefined;
          if (table) used.add(table.table_id);
          rows.push({
            date,
            time,
            first_name,
            last_name,
            phone: `+65${90000000 + i * 37 + o * 1000}`,
            adults: String(adults),
            children: String(children),
            status,
            tables: table && status !== 'Waitlisted' && status !== 'Waiting' ? table.name : '',
            special_requests: i % 5 === 0 ? 'Window seat, please' : '',
            occasion: i % 6 === 0 ? 'Birthday' : '',
            taken_by: ctx.users[i % ctx.users.length]?.username ?? 'admin',
            vip: i % 9 === 0 ? 'true' : 'false',
            deposit_status: status === 'PendingPayment' ? 'pending' : i % 8 === 0 ? 'paid' : 'none',
            deposit_amount: status === 'PendingPayment' || i % 8 === 0 ? '50' : '',
            source: ['Phone', 'Online', 'Walk-in', 'Email'][i % 4],
          });
        }
      }
      await importReservations(
        ctx.store,
        { rid: outlet.rid, groupUid: ctx.groupUid, metadata: { actor: 'system', now: ctx.now } },
        rows,
        false,
      );
    }
  },
};
