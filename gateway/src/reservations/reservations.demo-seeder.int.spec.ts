import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import { outletClock } from '@covers/shared';
import { DemoRunner } from '../demo/demo.runner';
import { startTestApp } from '../testing/test-app';

jest.setTimeout(120_000);

/** Statuses of a party that has come in, or whose visit is over: only for times that have come. */
const CAME = ['Arrived', 'Seated', 'PartiallySeated', 'BillPaid', 'Waiting', 'Departed', 'Done', 'NoShow'];
/** Statuses of a booking still to come: not for a time long past. */
const TO_COME = ['Booked', 'Confirmed', 'PendingPayment', 'Waitlisted'];

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

describe('demo reservations agree with the clock', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('seeded at 02:00 in Bangkok (03:00 in Singapore), no party of a time still to come is seated, and none long past is still booked', async () => {
    const app = await startTestApp({ db });
    try {
      const now = '2026-12-01T19:00:00.000Z';
      await app.app.get(DemoRunner).seed(now);
      const rows: { rid: number; date: string; time_minute: number; status: string }[] = await db.dataSource.query(
        `SELECT rid, date, time_minute, status FROM reservations ORDER BY rid, date, time_minute`,
      );
      expect(rows.length).toBeGreaterThan(50);
      const zones: Record<number, string> = { 1: 'Asia/Singapore', 2: 'Asia/Bangkok' };
      const wrong = rows.filter((row) => {
        const clock = outletClock(now, zones[row.rid]);
        const minutesAgo = (dayNumber(clock.date) - dayNumber(row.date)) * 1440 + clock.minute - row.time_minute;
        return (minutesAgo < 0 && CAME.includes(row.status)) || (minutesAgo > 60 && TO_COME.includes(row.status));
      });
      expect(wrong).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
