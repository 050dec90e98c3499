import { ERROR_CODES } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

type Answer = {
  http: number;
  status: { code: number; msg: string };
  // The tests read whichever result fields an endpoint answers with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  result: any;
};

describe('queue endpoints', () => {
  let testApp: TestApp;
  const tokens: Record<'admin' | 'host' | 'floater' | 'other', string> = { admin: '', host: '', floater: '', other: '' };

  const send = (path: string, body: Record<string, unknown>, as: string | null, rid = 11): Promise<Answer> => {
    const request = testApp.http().post(`/api/${path}`);
    if (as) request.set('Authorization', `Bearer ${as}`);
    return request.send({ rid, ...body }).then((res) => ({ http: res.status, ...(res.body as Omit<Answer, 'http'>) }));
  };
  const read = (path: string, as: string, rid = 11, query: Record<string, string> = {}): Promise<Answer> =>
    testApp
      .http()
      .get(`/api/${path}`)
      .set('Authorization', `Bearer ${as}`)
      .query({ rid, ...query })
      .then((res) => ({ http: res.status, ...(res.body as Omit<Answer, 'http'>) }));
  const staff = (path: string, body: Record<string, unknown>, as = tokens.admin, rid = 11) => send(path, body, as, rid);
  const count = async (sql: string) => Number((await testApp.db.dataSource.query(sql))[0].n);
  const queueEvents = () => count(`SELECT count(*)::int AS n FROM events WHERE type LIKE 'Queue%'`);
  const join = async (pax: number, name: string, rid = 11) => {
    const joined = await staff('queue/join', { pax, last_name: name, phone: '+6591234567' }, rid === 11 ? tokens.host : tokens.admin, rid);
    expect(joined.status.code).toBe(0);
    return joined.result as { reservation_id: string; label: string; groups_ahead: number; quote_minutes: number };
  };
  const entryOf = async (id: string, rid = 11) =>
    ((await read('queue/status_list', tokens.host, rid)).result.entries as { reservation_id: string; status: string }[]).find(
      (entry) => entry.reservation_id === id,
    );

  beforeAll(async () => {
    testApp = await startTestApp({ poolSize: 30 });
    await testApp.seedAccess();
    for (const username of ['admin', 'host', 'floater'] as const) tokens[username] = await testApp.signIn(username);
    tokens.other = await testApp.signIn('admin', 'other');
  }, 120_000);
  afterAll(() => testApp.close());

  it('numbers parties by party size, 1-2 A, 3-4 B, 5+ C, and lists the day’s queue', async () => {
    const a1 = await join(2, 'Tan');
    const b1 = await join(3, 'Lim');
    const a2 = await join(1, 'Ng');
    const c1 = await join(6, 'Koh');
    expect([a1.label, b1.label, a2.label, c1.label]).toEqual(['A1', 'B1', 'A2', 'C1']);
    expect(a2.groups_ahead).toBe(1);
    expect(a2.quote_minutes).toBe(15);

    const list = await read('queue/status_list', tokens.floater);
    expect(list.status.code).toBe(0);
    expect(list.result.entries.map((e: { label: string }) => e.label)).toEqual(['A1', 'B1', 'A2', 'C1']);
    expect(list.result.entries[0]).toMatchObject({ name: 'Tan', pax: 2, status: 'Queue', category: 'A', phone: '+6591234567' });
    // Each party's own page, for the host to show its QR code at the stand: the same link the party got.
    const page = await testApp
      .http()
      .get('/api/queue/party')
      .query({ token: list.result.entries[0].status_link.split('=')[1] });
    expect(page.body.result).toMatchObject({ label: 'A1', status: 'Queue' });
    expect(list.result.categories).toEqual([
      { category: 'A', called: [], waiting: 2 },
      { category: 'B', called: [], waiting: 1 },
      { category: 'C', called: [], waiting: 1 },
    ]);
    // The party is a walk-in booking in the status Queue on the reservation list too.
    const booking = await read('booking/get_transaction', tokens.host, 11, {
      reservation_id: a1.reservation_id,
      date: list.result.service_date,
    });
    expect(booking.result).toMatchObject({ status: 'Queue', kind: 'walk_in', adults: 2 });
  });

  it('offers, pings, records no answer, removes and moves parties by the shared status machine', async () => {
    const offered = await join(2, 'Offer');
    const answer = await staff('queue/update_status', { reservation_id: offered.reservation_id, action: 'offer' }, tokens.host);
    expect(answer.status.code).toBe(0);
    expect(answer.result).toMatchObject({ status: 'Offered', called_at: expect.any(String) });
    const ready = await testApp.db.dataSource.query(`SELECT data FROM events WHERE type = 'QueuePartyOffered'`);
    expect(ready.map((row: { data: { label: string } }) => row.data)).toContainEqual(
      expect.objectContaining({ reservation_id: offered.reservation_id, label: offered.label, phone: '+6591234567' }),
    );
    const called = (await read('queue/status_list', tokens.host)).result.categories.find((c: { category: string }) => c.category === 'A');
    expect(called.called).toContain(offered.label);

    for (const [action, status] of [
      ['ping', 'Pinging'],
      ['ping_unanswered', 'NoAnswer'],
      ['remove', 'Removed'],
    ]) {
      const moved = await staff('queue/update_status', { reservation_id: offered.reservation_id, action }, tokens.host);
      expect([moved.status.code, moved.result.status]).toEqual([0, status]);
    }
    expect(await entryOf(offered.reservation_id)).toBeUndefined();

    const moved = await join(4, 'Waitlist');
    expect((await staff('queue/update_status', { reservation_id: moved.reservation_id, action: 'switch_to_waitlist' })).status.code).toBe(
      0,
    );
    expect(await entryOf(moved.reservation_id)).toBeUndefined();

    // Not allowed by the machine from Queue: the refusal writes nothing.
    const waiting = await join(2, 'Waiting');
    const events = await queueEvents();
    const refused = await staff('queue/update_status', { reservation_id: waiting.reservation_id, action: 'ping_unanswered' });
    expect(refused.status).toEqual({ code: ERROR_CODES.QUEUE_ACTION_NOT_ALLOWED.code, msg: 'This party cannot be moved that way now.' });
    const gone = await staff('queue/update_status', { reservation_id: offered.reservation_id, action: 'offer' });
    expect(gone.status.code).toBe(ERROR_CODES.QUEUE_ACTION_NOT_ALLOWED.code);
    const unknown = await staff('queue/update_status', { reservation_id: '00000000-0000-4000-8000-000000000999', action: 'offer' });
    expect(unknown.status.code).toBe(ERROR_CODES.QUEUE_ENTRY_NOT_FOUND.code);
    const bad = await staff('queue/update_status', { reservation_id: waiting.reservation_id, action: 'depart' });
    expect(bad.status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(await queueEvents()).toBe(events);
    expect((await entryOf(waiting.reservation_id))?.status).toBe('Queue');
  });

  it('seats a party with the walk-in’s table rules: a clash asks, Book anyways seats', async () => {
    const first = await join(2, 'First');
    const second = await join(2, 'Second');
    const third = await join(2, 'Third');
    const list = (await read('queue/status_list', tokens.host)).result;
    const seat = (party: { reservation_id: string }, table: string, bookAnyway = false) =>
      staff('queue/seat', { reservation_id: party.reservation_id, table_ids: [table], book_anyway: bookAnyway }, tokens.host);
    expect((await seat(first, 'q1')).result.status).toBe('Seated');
    // A party at the table now: nobody else sits there, not even with Book anyways.
    expect((await seat(second, 'q1', true)).status.code).toBe(ERROR_CODES.TABLES_ALREADY_ASSIGNED.code);
    expect((await entryOf(second.reservation_id))?.status).toBe('Queue');
    // A booking holding the table now: the host is asked, and may seat anyway.
    const joinedAt = list.entries.find((e: { label: string }) => e.label === third.label).joined_at as string;
    const time = new Date(joinedAt).toLocaleTimeString('en-GB', { timeZone: 'Asia/Singapore', hour: '2-digit', minute: '2-digit' });
    const held = await staff('booking/add_transaction', {
      date: list.service_date,
      time,
      last_name: 'Holder',
      adults: 2,
      taken_by: 'Alice',
      table_ids: ['q2'],
      book_anyway: true,
      override_rules: true,
    });
    expect(held.status.code).toBe(0);
    expect((await seat(third, 'q2')).status).toEqual({ code: ERROR_CODES.TABLE_DOUBLE_BOOKED.code, msg: 'Table double booked!' });
    expect((await entryOf(third.reservation_id))?.status).toBe('Queue');
    expect((await seat(third, 'q2', true)).status.code).toBe(0);
    expect(await entryOf(third.reservation_id)).toBeUndefined();
    expect((await staff('queue/seat', { reservation_id: second.reservation_id, table_ids: [] })).status.code).toBe(
      ERROR_CODES.VALIDATION_FAILED.code,
    );
  });

  it('saves every setting of Queues Setup, with admin access, and numbers by them', async () => {
    const settings = {
      default_wait_minutes: 25,
      number_type: 'categories',
      band_a_max_pax: 3,
      band_b_max_pax: 6,
      show_groups_ahead: false,
      show_wait_time: true,
      rotation: 'portrait_left',
    };
    expect((await staff('setting/queues', settings, tokens.host)).status.code).toBe(ERROR_CODES.FORBIDDEN.code);
    const reversed = await staff('setting/queues', { ...settings, band_b_max_pax: 2 });
    expect(reversed.result.fields.band_b_max_pax).toBe('Category B must end above category A.');
    expect((await staff('setting/queues', { ...settings, rotation: 'upside_down' })).status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    const saved = await staff('setting/queues', settings, tokens.admin, 12);
    expect(saved.result.settings).toEqual(settings);
    expect((await read('queue/settings', tokens.admin, 12)).result.settings).toEqual(settings);
    expect((await read('setting/queues', tokens.admin, 12)).result.settings).toEqual(settings);
    expect((await read('queue/settings', tokens.host, 11)).result.settings.band_a_max_pax).toBe(2);

    const three = await join(3, 'Three', 12);
    expect(three).toMatchObject({ label: 'A1', quote_minutes: 25 });
    await staff('setting/queues', { ...settings, number_type: 'running' }, tokens.admin, 12);
    expect((await join(7, 'Seven', 12)).label).toBe('1');
  });

  it('lets a party check itself in through the outlet’s link, until the link is revoked', async () => {
    const form = (token: string) =>
      testApp
        .http()
        .get('/api/queue/check_in_form')
        .query({ token })
        .then((res) => res.body as Answer);
    const issued = await staff('setting/queues/issue_link', { purpose: 'check_in' });
    const path = issued.result.links.check_in as string;
    expect(path).toMatch(/^\/queueCheckIn\?token=[A-Za-z0-9_-]{32}$/);
    const token = path.split('=')[1];
    expect((await form(token)).result.outlet_name).toEqual(expect.any(String));

    const checkedIn = await send('queue/check_in', { token, pax: 5, last_name: 'Door', phone: '+6598765432' }, null);
    expect(checkedIn.status.code).toBe(0);
    expect(checkedIn.result.label).toMatch(/^C\d+$/);
    expect((await entryOf(checkedIn.result.reservation_id))?.status).toBe('Queue');
    const noPhone = await send('queue/check_in', { token, pax: 2, last_name: 'Door' }, null);
    expect(noPhone.result.fields.phone).toBe('Please enter your phone number.');

    const events = await queueEvents();
    await staff('setting/queues/revoke_link', { purpose: 'check_in' });
    expect((await staff('setting/queues/issue_link', { purpose: 'check_in' }, tokens.host)).status.code).toBe(ERROR_CODES.FORBIDDEN.code);
    const revoked = await send('queue/check_in', { token, pax: 2, last_name: 'Late', phone: '+6598765432' }, null);
    expect(revoked.status).toEqual({ code: ERROR_CODES.QUEUE_LINK_INVALID.code, msg: 'This queue link is not valid.' });
    expect((await form(token)).status.code).toBe(ERROR_CODES.QUEUE_LINK_INVALID.code);
    expect(await queueEvents()).toBe(events + 1);
  });

  it('answers the wait each category is quoted now, and the quotes’ accuracy, to the outlet’s staff only', async () => {
    const waits = await read('queue/wait_times', tokens.floater);
    expect(waits.status.code).toBe(0);
    expect(waits.result.categories.map((quote: { category: string }) => quote.category)).toEqual(['A', 'B', 'C']);
    expect(waits.result.categories[0]).toMatchObject({ quote_minutes: expect.any(Number), source: expect.any(String) });
    expect(waits.result.accuracy).toMatchObject({ days: 7, parties: 0, learnt_mae_minutes: null });
    expect((await read('queue/wait_times', tokens.other, 11)).status.code).not.toBe(0);
  });

  it('checks the caller’s access to the outlet', async () => {
    expect((await send('queue/join', { pax: 2 }, null)).status.code).toBe(ERROR_CODES.NOT_SIGNED_IN.code);
    expect((await staff('queue/join', { pax: 2 }, tokens.other)).status.code).not.toBe(0);
    const ours = await join(2, 'Ours');
    const theirs = await staff('queue/update_status', { reservation_id: ours.reservation_id, action: 'remove' }, tokens.other, 21);
    expect(theirs.status.code).toBe(ERROR_CODES.QUEUE_ENTRY_NOT_FOUND.code);
    expect((await staff('queue/join', { pax: 0 })).status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect((await staff('queue/join', { pax: 2, last_name: 'a\u0000b' })).status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
  });
});
