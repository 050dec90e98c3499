import { randomUUID } from 'node:crypto';
import { dinerFilterRequest, type DinerFilterRequest } from '@covers/shared';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { COUNT_CAP, filterDiners } from './diners.queries';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
  const add = (first: string | null, last: string, extra: { phone?: string; email?: string; birthday?: string } = {}) =>
    db.dataSource.query(
      `INSERT INTO diners (diner_id, group_uid, first_name, last_name, phone, email, birthday, created_at) VALUES ($1, 'g', $2, $3, $4, $5, $6, now())`,
      [randomUUID(), first, last, extra.phone ?? null, extra.email ?? null, extra.birthday ?? null],
    );
  await add('Mei', 'Tan', { phone: '+6591234567', email: 'mei@example.com', birthday: '1990-12-30' });
  await add('Tomas', 'Lim', { email: 'tomas@example.com', birthday: '1985-01-02' });
  await add(null, 'Teo', { email: 'teo.family@example.com', birthday: '1970-01-05' });
  await add('Arjun', 'Nair', { phone: '+6598765432', email: 'tlover@example.com' });
  await add('Siti', 'Rahman', { phone: '+6580001234' });
  await db.dataSource.query(
    `INSERT INTO diners (diner_id, group_uid, last_name, created_at) SELECT gen_random_uuid(), 'g', 'Crowd' || i, now() FROM generate_series(1, ${COUNT_CAP.search + 5}) i`,
  );
  await db.dataSource.query(`INSERT INTO diners (diner_id, group_uid, last_name, created_at) VALUES ($1, 'other', 'Tanaka', now())`, [
    randomUUID(),
  ]);
}, 120_000);
afterAll(() => db.close());

const find = (request: Partial<DinerFilterRequest>, today = '2026-12-28') =>
  filterDiners(db.dataSource, 'g', null, today, dinerFilterRequest.parse({ rid: 1, scope: 'group', ...request }));
const names = (result: Awaited<ReturnType<typeof find>>) => result.diners.map((d) => `${d.first_name ?? ''} ${d.last_name}`.trim());

test('a search matches the last name, the full name, the e-mail or any part of a phone written as one, in the order of what matched', async () => {
  // "t": Tan, Teo (last names), "tomas lim" (full name), "tlover@..." (e-mail); another group's Tanaka is not found.
  expect(names(await find({ search: 'T' }))).toEqual(['Mei Tan', 'Teo', 'Arjun Nair', 'Tomas Lim']);
  expect((await find({ search: 'T' })).total).toBe(4);
  expect(names(await find({ search: 'T', order: 'desc' }))).toEqual(['Tomas Lim', 'Arjun Nair', 'Teo', 'Mei Tan']);
  expect(names(await find({ search: 'mei t' }))).toEqual(['Mei Tan']);
  expect(names(await find({ search: '1234' }))).toEqual(['Siti Rahman', 'Mei Tan']);
  expect(names(await find({ search: '+65 9123-4' }))).toEqual(['Mei Tan']);
  // Digits within a name or an e-mail are not a phone: nobody's phone holds "tan1234".
  expect(names(await find({ search: 'tan1234' }))).toEqual([]);
  expect(names(await find({ search: '100%' }))).toEqual([]);
});

test('pages of a search follow each other without repeats or gaps', async () => {
  const pages = await Promise.all([1, 2].map((page) => find({ search: 'crowd1', page, page_size: 10 })));
  const whole = await find({ search: 'crowd1', page_size: 20 });
  expect(pages.flatMap(names)).toEqual(names(whole));
  expect(new Set(names(whole)).size).toBe(20);
});

test('a search counts up to its cap and says more match; a list counts exactly below its own', async () => {
  const crowd = await find({ search: 'crowd', page_size: 10 });
  expect(crowd).toMatchObject({ total: COUNT_CAP.search, more: true });
  expect(names(crowd)).toEqual([
    'Crowd1',
    'Crowd10',
    'Crowd100',
    'Crowd1000',
    'Crowd1001',
    'Crowd1002',
    'Crowd1003',
    'Crowd1004',
    'Crowd1005',
    'Crowd101',
  ]);
  expect(await find({ page_size: 10 })).toMatchObject({ total: COUNT_CAP.search + 10, more: false });
});

test('birthdays in the next 7 days reach across New Year', async () => {
  expect(names(await find({ birthday_within: 7 }))).toEqual(['Tomas Lim', 'Mei Tan']);
  expect(names(await find({ birthday_within: 7 }, '2026-06-01'))).toEqual([]);
  expect(names(await find({ birthday_within: 30 }))).toEqual(['Tomas Lim', 'Mei Tan', 'Teo']);
});
