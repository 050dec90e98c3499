import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase({ poolSize: 24 });
});
afterAll(() => db.close());

const book = (m: EntityManager, dinerId: string, status: string, date = '2033-03-01') =>
  m.query(
    `INSERT INTO reservations (rid, reservation_id, kind, status, date, time_minute, duration_minutes, pax, adults, children, table_ids,
       diner_id, last_name, vip, tags, taken_by, deposit_status, source, flags, created_at, created_by, updated_at)
     VALUES (1, $1, 'reservation', $2, $3, 1140, 90, 2, 2, 0, '{}', $4, 'Tan', false, '{}', 'Host', 'None', 'Phone', '{}', now(), 'host', now())
     RETURNING reservation_id`,
    [randomUUID(), status, date, dinerId],
  ) as Promise<{ reservation_id: string }[]>;

const stats = async (dinerId: string) => {
  const [row] = await db.dataSource.query(`SELECT * FROM diner_visit_stats WHERE diner_id = $1`, [dinerId]);
  return row ? { visits: row.visit_count, cancellations: row.cancellation_count, noShows: row.no_show_count, last: row.last_visit } : null;
};

test('visits recorded at the same moment by twenty transactions are all counted', async () => {
  const diner = randomUUID();
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      db.dataSource.transaction(async (m) => {
        await book(m, diner, 'Done', `2033-03-${String(1 + i).padStart(2, '0')}`);
        // Holds the transaction open so the others count while this one is not yet committed.
        await m.query(`SELECT pg_sleep(0.05)`);
      }),
    ),
  );
  expect(await stats(diner)).toEqual({ visits: 20, cancellations: 0, noShows: 0, last: '2033-03-20' });
});

test('a status change, a booking moved to another diner and a deletion keep both diners’ counts true', async () => {
  const [first, second] = [randomUUID(), randomUUID()];
  const [{ reservation_id: id }] = await book(db.dataSource.manager, first, 'Booked');
  await book(db.dataSource.manager, first, 'Cancelled');
  expect(await stats(first)).toEqual({ visits: 0, cancellations: 1, noShows: 0, last: null });

  await db.dataSource.query(`UPDATE reservations SET status = 'Departed' WHERE reservation_id = $1`, [id]);
  expect(await stats(first)).toEqual({ visits: 1, cancellations: 1, noShows: 0, last: '2033-03-01' });

  await db.dataSource.query(`UPDATE reservations SET diner_id = $2, status = 'NoShow' WHERE reservation_id = $1`, [id, second]);
  expect(await stats(first)).toEqual({ visits: 0, cancellations: 1, noShows: 0, last: null });
  expect(await stats(second)).toEqual({ visits: 0, cancellations: 0, noShows: 1, last: null });

  await db.dataSource.query(`DELETE FROM reservations WHERE reservation_id = $1`, [id]);
  expect(await stats(second)).toEqual({ visits: 0, cancellations: 0, noShows: 0, last: null });
});

test('a booking that counts as nothing writes no counts, and its deletion none either', async () => {
  const diner = randomUUID();
  const [{ reservation_id: id }] = await book(db.dataSource.manager, diner, 'Booked');
  expect(await stats(diner)).toBeNull();

  await book(db.dataSource.manager, diner, 'Done', '2033-03-02');
  await db.dataSource.query(`DELETE FROM reservations WHERE reservation_id = $1`, [id]);
  expect(await stats(diner)).toEqual({ visits: 1, cancellations: 0, noShows: 0, last: '2033-03-02' });
});
