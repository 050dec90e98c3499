import { floorSnapshot, importReservations } from '@covers/services/reservations';
import { outletClock, type StoredStatus } from '@covers/shared';
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
const PAST: StoredStatus[] = ['Departed', 'Done', 'Departed', 'NoShow', 'Cancelled', 'Departed'];
const TODAY: StoredStatus[] = ['Seated', 'Confirmed', 'Booked', 'Arrived', 'BillPaid', 'Waiting', 'PendingPayment', 'Departed'];
const FUTURE: StoredStatus[] = ['Booked', 'Confirmed', 'Booked', 'Waitlisted', 'PendingPayment', 'Confirmed'];

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A week of bookings around today (three days back, three ahead) in every outlet, one per table and day on the published plan if any. */
export const reservationsDemoSeeder: DemoSeeder = {
  name: 'reservations',
  async seed(ctx: DemoContext) {
    for (const [o, outlet] of ctx.outlets.entries()) {
      const today = outletClock(ctx.now, outlet.timezone).date;
      const floor = await floorSnapshot(ctx.dataSource, outlet.rid);
      const tables = floor ? [...floor.tables.values()].sort((a, b) => a.name.localeCompare(b.name)) : [];
      const rows: Record<string, unknown>[] = [];
      for (let offset = -3; offset <= 3; offset++) {
        const statuses = offset < 0 ? PAST : offset === 0 ? TODAY : FUTURE;
        const used = new Set<string>();
        for (let i = 0; i < 14; i++) {
          const [first_name, last_name] = NAMES[(i + offset + 12 + o) % NAMES.length];
          const adults = 1 + ((i * 7 + offset + 9) % 6);
          const children = i % 4 === 0 ? 1 : 0;
          const status = statuses[i % statuses.length];
          const fitting = tables.filter((t) => !used.has(t.table_id) && adults + children >= t.min_pax && adults + children <= t.max_pax);
          const table = fitting.length > 0 ? fitting[i % fitting.length] : undefined;
          if (table) used.add(table.table_id);
          rows.push({
            date: addDays(today, offset),
            time: TIMES[i % TIMES.length],
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
