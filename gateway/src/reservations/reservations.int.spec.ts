import type { TestDatabase } from '@covers/services/testing/test-database';
import { ERROR_CODES, RESERVATION_IMPORT_COLUMNS, expandListRow, outletClock, type ReservationListRow } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';

const DATE = '2030-01-15';

describe('reservation and booking endpoints', () => {
  let testApp: TestApp;
  let db: TestDatabase;
  let token: string;
  let hostToken: string;
  const http = () => testApp.http();
  const post = (path: string, body: Record<string, unknown>, as = token) =>
    http()
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${as}`)
      .send({ rid: 11, ...body });
  const get = (path: string, query: Record<string, unknown>, as = token) =>
    http()
      .get(`/api/${path}`)
      .set('Authorization', `Bearer ${as}`)
      .query({ rid: 11, ...query });
  const book = (body: Record<string, unknown> = {}) =>
    post('booking/add_transaction', {
      date: DATE,
      time: '19:00',
      last_name: 'Tan',
      first_name: 'Mei',
      phone: '+6591234567',
      adults: 2,
      taken_by: 'Alice',
      table_ids: ['t1'],
      ...body,
    });
  const events = async () => Number((await db.dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n);
  const diners = async () =>
    (
      await db.dataSource.query(
        `SELECT (SELECT count(*) FROM diners)::int AS n, (SELECT count(*) FROM events WHERE stream_id LIKE 'diner%')::int AS e`,
      )
    )[0];

  beforeAll(async () => {
    testApp = await startTestApp({ poolSize: 30 });
    db = testApp.db;
    await testApp.seedAccess();
    token = await testApp.signIn('admin');
    hostToken = await testApp.signIn('floater');
  }, 120_000);
  afterAll(() => testApp.close());

  it('refuses a booking without taken by, or without date and time, and writes nothing', async () => {
    const before = await events();
    const noTakenBy = await book({ taken_by: '' });
    expect(noTakenBy.body.status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(noTakenBy.body.result.fields.taken_by).toBe('Please complete the Taken By field.');
    const noTime = await book({ time: undefined });
    expect(noTime.body.status).toEqual({ code: ERROR_CODES.NO_TIME_OR_DATE.code, msg: 'Oops! No Time, Date, or Date & Time Selected.' });
    expect(await events()).toBe(before);
  });

  it('books, refuses a clash with the clashing booking, books anyway on request and records it in the audit trail', async () => {
    const first = await book({ table_ids: ['t9'], email: 'mei@example.com' });
    expect(first.body.status.code).toBe(0);
    expect(first.body.result).toMatchObject({ status: 'Booked', date: DATE, time_minute: 1140, table_ids: ['t9'], taken_by: 'Alice' });
    const dinersBefore = await diners();
    const clash = await book({ table_ids: ['t9'], time: '19:30', last_name: 'Lim', phone: '+6590000001' });
    expect(clash.body.status).toEqual({ code: ERROR_CODES.TABLE_DOUBLE_BOOKED.code, msg: 'Table double booked!' });
    expect(await diners()).toEqual(dinersBefore);
    expect(clash.body.result.clashes).toEqual([
      expect.objectContaining({ reservation_id: first.body.result.reservation_id, time: '19:00', pax: 2 }),
    ]);
    const anyway = await book({ table_ids: ['t9'], time: '19:30', last_name: 'Lim', phone: '+6590000001', book_anyway: 'true' });
    expect(anyway.body.status.code).toBe(0);
    const audit = await get('booking/audit_trail', { reservation_id: anyway.body.result.reservation_id });
    expect(audit.body.result.entries).toEqual([
      expect.objectContaining({
        action: 'created',
        actor_name: 'admin',
        changes: {
          status: { before: null, after: 'Booked' },
          book_anyway: [{ reservation_id: first.body.result.reservation_id, table_ids: ['t9'] }],
        },
      }),
    ]);
    const diner = await db.dataSource.query(`SELECT count(*)::int AS n FROM diners WHERE phone = '+6591234567'`);
    expect(diner[0].n).toBe(1);
  });

  it('lets exactly one of 50 simultaneous bookings of the same table and time through', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book({ table_ids: ['race'], time: '20:00', last_name: `Racer ${i}`, phone: `+659100${String(i).padStart(4, '0')}` }),
      ),
    );
    const codes = attempts.map((r) => r.body.status.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ERROR_CODES.TABLE_DOUBLE_BOOKED.code)).toHaveLength(49);
    const held = await db.dataSource.query(`SELECT count(*)::int AS n FROM reservations WHERE 'race' = ANY(table_ids)`);
    expect(held[0].n).toBe(1);
  }, 120_000);

  it('moves through the lifecycle, refuses disallowed transitions with "Status cannot be updated." and writes nothing', async () => {
    // A party is seated on its own service day: today at the outlet.
    const today = outletClock(new Date(), 'Asia/Singapore').date;
    const { reservation_id } = (await book({ date: today, table_ids: ['t2'], time: '12:00' })).body.result;
    const status = (action: string, extra: Record<string, unknown> = {}) =>
      post('booking/update_transaction_status', { reservation_id, date: today, action, ...extra });
    expect((await status('confirm')).body.result).toMatchObject({ from: 'Booked', to: 'Confirmed' });
    const before = await events();
    const refused = await status('depart');
    expect(refused.body.status).toEqual({ code: ERROR_CODES.STATUS_CANNOT_BE_UPDATED.code, msg: 'Status cannot be updated.' });
    expect(await events()).toBe(before);
    expect((await status('seat')).body.result.to).toBe('Seated');
    expect((await status('depart')).body.result.to).toBe('Departed');
    const noReason = await post('reservation/cancel', { reservation_id, date: today });
    expect(noReason.body.result.fields.reason).toBe('Please select one.');
    const list = await get('reservation/list', { date: today, tab: 'done_with' });
    expect(list.body.result.reservations.map((r: { reservation_id: string }) => r.reservation_id)).toContain(reservation_id);
  });

  it('lists what the clock makes of past bookings: Late when not arrived, Overstayed when still seated', async () => {
    const past = '2020-01-01';
    const late = (await book({ date: past, table_ids: ['p1'], last_name: 'Late', phone: '+6591111111' })).body.result.reservation_id;
    // A past day's party cannot be seated now: one still recorded as seated comes from an import.
    const seatedThen = {
      date: past,
      time: '19:00',
      last_name: 'Stay',
      phone: '+6591111112',
      adults: '2',
      taken_by: 'Alice',
      status: 'Seated',
    };
    expect((await post('reservation/import', { rows: [seatedThen] })).body.result).toMatchObject({ imported: 1 });
    const rows = (await get('reservation/list', { date: past })).body.result.reservations;
    const stay = rows.find((r: { last_name: string }) => r.last_name === 'Stay').reservation_id;
    const shown = Object.fromEntries(
      rows.map((r: { reservation_id: string; status: string; shown_status: string }) => [r.reservation_id, [r.status, r.shown_status]]),
    );
    expect(shown[late]).toEqual(['Booked', 'Late']);
    expect(shown[stay]).toEqual(['Seated', 'Overstayed']);
    const refused = await post('booking/update_transaction_status', { reservation_id: stay, date: past, action: 'seat' });
    expect(refused.body.result).toMatchObject({ status: 'Overstayed', action: 'seat' });
  });

  it('lists rows without their null fields and empty lists; expanded, each is the booking get_transaction answers', async () => {
    // Today, late in the evening: the party can be seated (its service day), and neither booking is yet Late or Overstayed.
    const day = outletClock(new Date(), 'Asia/Singapore').date;
    const awkward = 'He said "window", not \\ the door\nline two\ttab, 麺 🍜';
    const full = (
      await book({
        date: day,
        time: '23:30',
        salutation: 'Dr',
        first_name: 'Ngozi "Zee"',
        last_name: 'Okafor\\Adeyemi',
        email: 'zee@example.com',
        vip: 'true',
        children: 1,
        remarks: awkward,
        special_requests: 'Cake </script>',
        staff_notes: 'Regular',
        tags: ['birthday', 'a "b"'],
        occasion: 'Birthday',
        deposit_amount: '12.5',
        deposit_status: 'paid',
        customer_spend: '0.1',
        hotel_name: 'Raffles',
        room_number: '101',
        booked_by: 'PA',
        third_party_name: 'Agent',
        third_party_phone: '+6590001111',
        third_party_email: 'agent@example.com',
        third_party_relationship: 'Assistant',
        source: 'Phone',
        campaign_id: 'spring"24',
        table_ids: ['L1', 'L2'],
        phone: '+6594440001',
      })
    ).body.result.reservation_id;
    await post('booking/flags', { reservation_id: full, date: day, flags: ['late "ok"'] });
    await post('booking/update_transaction_status', { reservation_id: full, date: day, action: 'seat' });
    const bare = (await post('booking/add_transaction', { date: day, time: '23:45', last_name: 'Bare', adults: 2, taken_by: 'Alice' })).body
      .result.reservation_id;

    // Today holds other tests' bookings too.
    const rows: ReservationListRow[] = (await get('reservation/list', { date: day })).body.result.reservations.filter(
      (r: ReservationListRow) => [full, bare].includes(r.reservation_id),
    );
    expect(rows.map((r) => r.reservation_id)).toEqual([full, bare]);
    for (const row of rows) {
      expect(Object.values(row)).not.toContain(null);
      expect(Object.values(row).filter((v) => Array.isArray(v) && v.length === 0)).toEqual([]);
      const { shown_status, ...booking } = expandListRow(row);
      expect(booking).toEqual((await get('booking/get_transaction', { reservation_id: row.reservation_id, date: day })).body.result);
      expect(shown_status).toBe(row.status);
    }
    const [listedFull, listedBare] = rows;
    expect(listedFull).toMatchObject({
      remarks: awkward,
      first_name: 'Ngozi "Zee"',
      tags: ['birthday', 'a "b"'],
      flags: ['late "ok"'],
      deposit_amount: 12.5,
      customer_spend: 0.1,
      vip: true,
    });
    expect(listedFull.seated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Object.keys(listedBare).sort()).toEqual(
      [
        'adults',
        'children',
        'created_at',
        'created_by',
        'date',
        'deposit_status',
        'diner_id',
        'duration_minutes',
        'kind',
        'last_name',
        'pax',
        'reservation_id',
        'shown_status',
        'source',
        'status',
        'taken_by',
        'time_minute',
        'updated_at',
        'vip',
      ].sort(),
    );
  });

  it('cancels with a reason, batch-updates, and counts the day by tab', async () => {
    const a = (await book({ table_ids: ['b1'], time: '13:00', last_name: 'Batch A', phone: '+6592000001' })).body.result.reservation_id;
    const b = (await book({ table_ids: ['b2'], time: '13:00', last_name: 'Batch B', phone: '+6592000002', adults: 9 })).body.result
      .reservation_id;
    const batch = await post('reservation/batch_status_update', { date: DATE, reservation_ids: [a, b], action: 'confirm' });
    expect(batch.body.result.changes.map((c: { to: string }) => c.to)).toEqual(['Confirmed', 'Confirmed']);
    const cancel = await post('reservation/cancel', { reservation_id: a, date: DATE, reason: 'Change of Plans' });
    expect(cancel.body.result).toMatchObject({ to: 'Cancelled', reason: 'Change of Plans' });
    const counts = (await get('reservation/count', { date: DATE })).body.result;
    expect(counts.done_with.bookings).toBeGreaterThanOrEqual(1);
    const large = (await get('reservation/filter_count', { date: DATE })).body.result;
    expect(large.large_party).toBe(1);
    const filtered = await get('reservation/list', { date: DATE, large_party: 'true' });
    expect(filtered.body.result.reservations.map((r: { reservation_id: string }) => r.reservation_id)).toEqual([b]);
  });

  it('reassigns, exchanges and moves bookings to another day', async () => {
    const a = (await book({ table_ids: ['m1'], time: '18:00', last_name: 'Move A', phone: '+6593000001' })).body.result.reservation_id;
    const b = (await book({ table_ids: ['m2'], time: '18:00', last_name: 'Move B', phone: '+6593000002' })).body.result.reservation_id;
    expect((await post('booking/reassign_table', { reservation_id: a, date: DATE, table_ids: ['m2'] })).body.status.code).toBe(
      ERROR_CODES.TABLE_DOUBLE_BOOKED.code,
    );
    expect((await post('booking/exchange_table', { reservation_id: a, other_reservation_id: b, date: DATE })).body.result).toEqual([
      { reservation_id: a, table_ids: ['m2'] },
      { reservation_id: b, table_ids: ['m1'] },
    ]);
    const moved = await post('booking/move_reservation', { reservation_id: a, date: DATE, new_date: '2030-01-16', new_time: '20:00' });
    expect(moved.body.result).toMatchObject({ date: '2030-01-16', time_minute: 1200 });
    const rows = await db.dataSource.query(`SELECT date, time_minute FROM reservations WHERE reservation_id = $1`, [a]);
    expect(rows).toEqual([{ date: '2030-01-16', time_minute: 1200 }]);
    expect(
      (await get('reservation/list', { date: DATE })).body.result.reservations.some(
        (r: { reservation_id: string }) => r.reservation_id === a,
      ),
    ).toBe(false);
    expect(
      (await post('booking/update_transaction_status', { reservation_id: a, date: '2030-01-16', action: 'confirm' })).body.status.code,
    ).toBe(0);
  });

  it('asks Book anyways when a status change or an exchange would double book, and records the override', async () => {
    const back = (await book({ table_ids: ['x1'], time: '21:00', last_name: 'Back', phone: '+6593200001' })).body.result.reservation_id;
    await post('reservation/cancel', { reservation_id: back, date: DATE, reason: 'Change of Plans' });
    const holder = (await book({ table_ids: ['x1'], time: '21:00', last_name: 'Holder', phone: '+6593200002' })).body.result.reservation_id;
    const refused = await post('booking/update_transaction_status', { reservation_id: back, date: DATE, action: 'reinstate' });
    expect(refused.body.status.code).toBe(ERROR_CODES.TABLE_DOUBLE_BOOKED.code);
    expect(refused.body.result).toMatchObject({ clashes: [{ reservation_id: holder }], choices: ['book_anyway', 'select_another_table'] });
    const batch = await post('reservation/batch_status_update', {
      date: DATE,
      reservation_ids: [back],
      action: 'reinstate',
      book_anyway: 'true',
    });
    expect(batch.body.result.changes).toEqual([
      expect.objectContaining({ to: 'Booked', overrides: [{ reservation_id: holder, table_ids: ['x1'] }] }),
    ]);
    const reinstated = (await get('booking/audit_trail', { reservation_id: back })).body.result.entries.at(-1);
    expect(reinstated).toMatchObject({ action: 'reinstate', changes: { book_anyway: [{ reservation_id: holder, table_ids: ['x1'] }] } });

    const swap = (await book({ table_ids: ['x2'], time: '20:00', last_name: 'Swap', phone: '+6593200003' })).body.result.reservation_id;
    const exchange = { reservation_id: back, other_reservation_id: swap, date: DATE };
    expect((await post('booking/exchange_table', exchange)).body.status.code).toBe(ERROR_CODES.TABLE_DOUBLE_BOOKED.code);
    expect((await post('booking/exchange_table', { ...exchange, book_anyway: true })).body.result).toEqual([
      { reservation_id: back, table_ids: ['x2'] },
      { reservation_id: swap, table_ids: ['x1'] },
    ]);
    const swapped = (await get('booking/audit_trail', { reservation_id: swap })).body.result.entries.at(-1);
    expect(swapped).toMatchObject({ action: 'exchange_table', changes: { book_anyway: [{ reservation_id: holder, table_ids: ['x1'] }] } });
  });

  it('edits in place with before -> after in the audit trail, and refuses an edit onto a clashing day without writing', async () => {
    const { reservation_id } = (await book({ table_ids: ['e1'], time: '17:00', last_name: 'Edit', phone: '+6593100001' })).body.result;
    const edited = await post('booking/edit_transaction', { reservation_id, date: DATE, adults: 3, staff_notes: 'Regular', time: '17:30' });
    expect(edited.body.result).toMatchObject({ adults: 3, pax: 3, staff_notes: 'Regular', time_minute: 1050 });
    const entries = (await get('booking/audit_trail', { reservation_id })).body.result.entries;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['created', 'edited', 'edit_transaction']);
    expect(entries[1].changes).toEqual({ adults: { before: 2, after: 3 }, staff_notes: { before: null, after: 'Regular' } });
    expect(entries[2].changes.time_minute).toEqual({ before: 1020, after: 1050 });

    await book({ date: '2030-01-17', table_ids: ['e1'], time: '17:30', last_name: 'There', phone: '+6593100002' });
    const before = await events();
    const refused = await post('reservation/edit_cloud', { reservation_id, date: DATE, new_date: '2030-01-17', adults: 4 });
    expect(refused.body.status.code).toBe(ERROR_CODES.TABLE_DOUBLE_BOOKED.code);
    expect(await events()).toBe(before);
    const moved = await post('reservation/edit_cloud', {
      reservation_id,
      date: DATE,
      new_date: '2030-01-17',
      adults: 4,
      table_ids: ['e2'],
    });
    expect(moved.body.status.code).toBe(0);
    const now = await get('booking/get_transaction', { reservation_id, date: '2030-01-17' });
    expect(now.body.result).toMatchObject({ date: '2030-01-17', adults: 4, table_ids: ['e2'], staff_notes: 'Regular' });
    const last = (await get('booking/audit_trail', { reservation_id })).body.result.entries.at(-1);
    expect(last).toMatchObject({
      action: 'move_reservation',
      changes: { adults: { before: 3, after: 4 }, date: { before: DATE, after: '2030-01-17' } },
    });
  });

  it('refuses a walk-in to a table a party is seated at, registering no diner, and seats a walk-in on a free table', async () => {
    const today = outletClock(new Date(), 'Asia/Singapore').date;
    const seated = await post('booking/add_walk_in', { adults: 2, taken_by: 'Bob', table_ids: ['w1'] });
    expect(seated.body.result).toMatchObject({ status: 'Seated', kind: 'walk_in', date: today, source: 'Walk-in' });
    const dinersBefore = await diners();
    const again = await post('booking/add_walk_in', {
      adults: 2,
      taken_by: 'Bob',
      table_ids: ['w1'],
      last_name: 'Walker',
      phone: '+6591919191',
    });
    expect(again.body.status).toEqual({
      code: ERROR_CODES.TABLES_ALREADY_ASSIGNED.code,
      msg: 'Tables already assigned to another booking.',
    });
    expect(await diners()).toEqual(dinersBefore);
  });

  it('keeps drafts and turns one into a waitlist entry', async () => {
    const saved = await post('reservation/drafts_add', { data: { last_name: 'Draft', adults: 3 } });
    const draft_id = saved.body.result.draft_id;
    expect((await get('reservation/drafts_list', {})).body.result.drafts.map((d: { draft_id: string }) => d.draft_id)).toContain(draft_id);
    expect((await get('reservation/drafts_get', { draft_id })).body.result.data).toMatchObject({ last_name: 'Draft', adults: 3 });
    const entry = await book({ draft_id, kind: 'waitlist', table_ids: [], last_name: 'Draft', adults: 3, phone: '+6594000001' });
    expect(entry.body.result.status).toBe('Waitlisted');
    expect((await get('reservation/drafts_list', {})).body.result.drafts).toEqual([]);
    const other = (await post('reservation/drafts_add', { data: { adults: 2 } })).body.result.draft_id;
    expect((await post('reservation/drafts_delete', { draft_id: other })).body.status.code).toBe(0);
    expect((await get('reservation/drafts_get', { draft_id: other })).body.status.code).toBe(ERROR_CODES.NOT_FOUND.code);
  });

  it('searches this outlet or, with permission, the group, and remembers the search', async () => {
    const here = await get('booking/search_transaction', { query: 'mei@example' });
    expect(here.body.result.results.length).toBeGreaterThan(0);
    expect((await get('booking/search_history', {})).body.result.history[0]).toMatchObject({ query: 'mei@example', scope: 'outlet' });
    expect((await get('booking/search_transaction', { query: 'Tan', scope: 'group' })).body.status.code).toBe(0);
    const refused = await get('booking/search_transaction', { query: 'Tan', scope: 'group' }, hostToken);
    expect(refused.body.status.code).toBe(ERROR_CODES.FORBIDDEN.code);
  });

  it('sets flags, records a resent notification in the outbox, and lists notifications', async () => {
    const { reservation_id } = (
      await book({ table_ids: ['f1'], time: '11:00', last_name: 'Flag', phone: '+6595000001', email: 'flag@example.com' })
    ).body.result;
    expect((await post('booking/flags', { reservation_id, date: DATE, flags: ['allergy', 'birthday'] })).body.result.flags).toEqual([
      'allergy',
      'birthday',
    ]);
    expect((await get('booking/flags', { reservation_id, date: DATE })).body.result.flags).toEqual(['allergy', 'birthday']);
    expect((await post('booking/resend_notification', { reservation_id, date: DATE, channel: 'email' })).body.status.code).toBe(0);
    const outbox = await db.dataSource.query(
      `SELECT e.data FROM outbox o JOIN events e USING (position) WHERE e.type = 'ReservationNotificationRequested' AND e.data->>'reservation_id' = $1`,
      [reservation_id],
    );
    expect(outbox[0].data).toMatchObject({ channel: 'email', template: 'confirmation', phone: '+6595000001' });
    const feed = (await get('reservation/notifications', {})).body.result.notifications;
    expect(feed[0]).toMatchObject({ reservation_id, action: 'resend_notification' });
    expect((await post('booking/update_transaction_status', { reservation_id, date: DATE, action: 'ping' })).body.result.to).toBe(
      'Pinging',
    );
    const pings = await db.dataSource.query(
      `SELECT e.data FROM outbox o JOIN events e USING (position) WHERE e.type = 'ReservationNotificationRequested' AND e.data->>'template' = 'ping' AND e.data->>'reservation_id' = $1`,
      [reservation_id],
    );
    expect(pings[0].data).toMatchObject({ channel: 'call_then_sms', phone: '+6595000001' });
  });

  it('locks a table: bookings there are refused until it is unlocked', async () => {
    expect(
      (await post('reservation/table_state', { date: DATE, table_id: 'lk', action: 'lock_table', from_time: '18:00', to_time: '23:00' }))
        .body.result.state,
    ).toBe('Locked');
    expect(
      (await book({ table_ids: ['lk'], time: '19:00', last_name: 'Lock', phone: '+6596000001', book_anyway: true })).body.status.code,
    ).toBe(ERROR_CODES.TABLE_LOCKED.code);
    expect((await post('reservation/table_state', { date: DATE, table_id: 'lk', action: 'unlock_table' })).body.result.state).toBe('Free');
    expect((await book({ table_ids: ['lk'], time: '19:00', last_name: 'Lock', phone: '+6596000001' })).body.status.code).toBe(0);
    expect((await get('reservation/table_states', { date: DATE })).body.result.tables).toEqual([
      expect.objectContaining({ table_id: 'lk', state: 'Free' }),
    ]);
  });

  it("stores phones in E.164, read as the outlet's country writes them, and matches the diner on it", async () => {
    const date = '2030-02-11';
    const first = await book({ date, table_ids: [], last_name: 'Phone', phone: '9188 7766' });
    expect(first.body.result.phone).toBe('+6591887766');
    const again = await book({ date, table_ids: [], time: '20:00', last_name: 'Phone', phone: '+65 9188-7766' });
    expect(again.body.result).toMatchObject({ phone: '+6591887766', diner_id: first.body.result.diner_id });
    const bangkok = await post('booking/add_transaction', {
      rid: 12,
      date,
      time: '19:00',
      last_name: 'Thai',
      phone: '081 234 5678',
      adults: 2,
      taken_by: 'Alice',
    });
    expect(bangkok.body.result.phone).toBe('+66812345678');
    const before = await events();
    const invalid = await book({ date, table_ids: [], phone: '+65 12' });
    expect(invalid.body.status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(invalid.body.result.fields).toEqual({ phone: 'Invalid number' });
    expect(await events()).toBe(before);
    const imported = await post('reservation/import', {
      rows: [
        { date, time: '19:00', last_name: 'Imported', phone: '91887766', adults: '2', taken_by: 'Importer' },
        { date, time: '19:00', last_name: 'Short', phone: '123', adults: '2', taken_by: 'Importer' },
      ],
    });
    expect(imported.body.result).toMatchObject({ imported: 1, failed: 1 });
    expect(imported.body.result.errors).toEqual([{ row: 1, code: 'VALIDATION_FAILED', fields: { phone: 'validation.invalidNumber' } }]);
    const listed = (await get('reservation/list', { date })).body.result.reservations as ReservationListRow[];
    expect(listed.find((r) => r.last_name === 'Imported')).toMatchObject({ phone: '+6591887766', diner_id: first.body.result.diner_id });
  });

  it('imports valid rows and returns per-row errors for the rest', async () => {
    const row = (i: number) => ({
      date: '2030-02-01',
      time: '19:00',
      last_name: `Import ${i}`,
      phone: `+6597${String(i).padStart(6, '0')}`,
      adults: '2',
      taken_by: 'Importer',
    });
    const rows = [
      row(1),
      { ...row(2), taken_by: '' },
      { ...row(3), time: '' },
      { ...row(4), email: 'not-an-email' },
      row(5),
      { ...row(6), status: 'Departed' },
    ];
    const res = await post('reservation/import', { rows });
    expect(res.body.result).toMatchObject({ imported: 3, failed: 3 });
    expect(res.body.result.errors).toEqual([
      { row: 1, code: 'VALIDATION_FAILED', fields: { taken_by: 'reservations.takenByRequired' } },
      { row: 2, code: 'VALIDATION_FAILED', fields: { time: expect.any(String) } },
      { row: 3, code: 'VALIDATION_FAILED', fields: { email: 'validation.invalidEmail' } },
    ]);
    const list = (await get('reservation/list', { date: '2030-02-01' })).body.result.reservations;
    expect(list.map((r: { last_name: string; status: string }) => [r.last_name, r.status]).sort()).toEqual([
      ['Import 1', 'Booked'],
      ['Import 5', 'Booked'],
      ['Import 6', 'Departed'],
    ]);
  });

  it('serves the import template and refuses an import over 5 MB', async () => {
    const template = await get('reservation/import_template', {});
    const [header, example] = template.text.slice(1).trim().split('\r\n');
    expect(header.split(',')).toEqual([...RESERVATION_IMPORT_COLUMNS]);
    expect(example.startsWith('2026-12-24,19:30,Ms,Mei Ling,Tan,')).toBe(true);
    const big = Array.from({ length: 1100 }, () => ({ remarks: 'x'.repeat(5000) }));
    const refused = await post('reservation/import', { rows: big });
    expect(refused.status).toBe(413);
    expect(refused.body.status.code).toBe(ERROR_CODES.REQUEST_TOO_LARGE.code);
  });

  it('exports the chosen export fields as CSV with a BOM, formula injection neutralised, phones kept as phones', async () => {
    await book({
      date: '2030-03-01',
      table_ids: [],
      last_name: 'Ng',
      phone: '+6598000001',
      hotel_name: '=HYPERLINK("x")',
      room_number: '-1',
      third_party_name: '@pal',
    });
    const res = await get('reservation/export', {
      date: '2030-03-01',
      fields: 'no,booking_status,main_diner_name,phone,hotel_name,room_no,third_party_name,covers_adults',
    });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const lines = res.text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('No.,Booking Status,Main Diner Name,Phone,Hotel Name,Room No.,3rd Party Name,Covers (Adults)');
    expect(lines[1]).toBe(`1,Booked,Mei Ng,"+6598000001","'=HYPERLINK(""x"")",'-1,'@pal,2`);
    const all = await get('reservation/export', { date: '2030-03-01' });
    expect(all.text.slice(1).split('\r\n')[0].split(',')).toHaveLength(24);
  });

  it("exports statuses in the user's language", async () => {
    const res = await get('reservation/export', { date: '2030-03-01', fields: 'booking_status', lang: 'zh_CN' });
    expect(res.text.slice(1).trim().split('\r\n')).toEqual(['Booking Status', '已预订']);
  });

  it('exports phones and e-mails only with the Export Diner List permission', async () => {
    const host = await get('reservation/export', { date: '2030-03-01' }, hostToken);
    const header = host.text.slice(1).split('\r\n')[0].split(',');
    expect(header).toHaveLength(20);
    expect(header).not.toContain('Phone');
    expect(header).not.toContain('Email');
    expect(host.text).not.toContain('6598000001');
    const asked = await get('reservation/export', { date: '2030-03-01', fields: 'main_diner_name,phone' }, hostToken);
    expect(asked.body.status.code).toBe(ERROR_CODES.FORBIDDEN.code);
  });
});
