import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

describe('diner and tag endpoints', () => {
  let testApp: TestApp;
  const tokens: Record<'admin' | 'host' | 'floater', string> = { admin: '', host: '', floater: '' };

  const post = (path: string, body: Record<string, unknown> = {}, as = tokens.admin, rid = 11) =>
    testApp
      .http()
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${as}`)
      .send({ rid, ...body })
      // The tests read whichever result fields an endpoint answers with.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .then((res) => ({ http: res.status, ...(res.body as { status: { code: number; msg: string }; result: any }) }));
  const dinerCount = async () => Number((await testApp.db.dataSource.query(`SELECT count(*)::int AS n FROM diners`))[0].n);

  beforeAll(async () => {
    testApp = await startTestApp({ poolSize: 20 });
    await testApp.seedAccess();
    for (const username of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[username] = await testApp.signIn(username);
  }, 120_000);
  afterAll(() => testApp.close());

  it('adds a diner with the phone in E.164 (the outlet country as default), reads, edits and finds them', async () => {
    const added = await post('diner/add', {
      salutation: 'Mdm',
      first_name: 'Mei Ling',
      last_name: 'Tan',
      phone: '9123 4567',
      email: 'mei@example.com',
      birthday: '1990-05-02',
      notes: 'Window seat',
      marketing_opt_in: 'true',
    });
    expect(added.status.code).toBe(0);
    expect(added.result.diner).toMatchObject({ phone: '+6591234567', salutation: 'Mdm', visit_count: 0, no_show_count: 0 });
    const id = added.result.diner.diner_id;

    const twin = await post('diner/add', { last_name: 'Lim', phone: '+65 9123-4567' });
    expect(twin.result).toBeDefined();
    expect(twin.status.code).toBe(51002);

    const tag = await post('tag/add', { name: 'Wine  Lover' });
    expect(tag.result.tag.name).toBe('Wine Lover');
    expect((await post('tag/add', { name: ' wine lover ' })).status).toMatchObject({ code: 51006, msg: 'This tag already exists' });

    const edited = await post('diner/edit', {
      diner_id: id,
      last_name: 'Tan',
      first_name: 'Mei',
      phone: '+6591234567',
      tag_ids: [tag.result.tag.tag_id],
      vip: true,
    });
    expect(edited.result.diner).toMatchObject({ first_name: 'Mei', vip: true, tags: [tag.result.tag.tag_id], notes: null });

    const found = await post('diner/filter', { search: 'me', tag_ids: [tag.result.tag.tag_id], scope: 'outlet' });
    expect(found.result).toMatchObject({ total: 1, page: 1 });
    expect(found.result.diners[0].diner_id).toBe(id);
    expect((await post('diner/filter', { search: '9123' })).result.total).toBe(1);
    expect((await post('diner/filter', { scope: 'outlet' }, tokens.admin, 12)).result.total).toBe(0);
    expect((await post('diner/filter', { scope: 'group' }, tokens.admin, 12)).result.total).toBe(1);
    expect((await post('diner/filter', { visit_count_op: 'gt', visit_count: 0 })).result.total).toBe(0);

    await post('tag/delete', { tag_id: tag.result.tag.tag_id });
    expect((await post('diner/get', { diner_id: id })).result.diner.tags).toEqual([]);
    expect((await post('diner/booking_history', { diner_id: id })).result).toMatchObject({ bookings: [], total: 0 });
  });

  it('marks the diner’s upcoming bookings VIP when the directory does, so the Gantt and the list show it', async () => {
    const diner = (await post('diner/add', { last_name: 'Regular', phone: '+6590007777' })).result.diner;
    const booked = await post('booking/add_transaction', {
      date: '2031-09-01',
      time: '19:00',
      adults: 2,
      diner_id: diner.diner_id,
      last_name: 'Regular',
      taken_by: 'Ana',
    });
    expect(booked.result.vip).toBe(false);
    const nextMonth = await post('booking/add_transaction', {
      date: '2031-10-01',
      time: '19:00',
      adults: 2,
      diner_id: diner.diner_id,
      last_name: 'Regular',
      taken_by: 'Ana',
    });
    const bookingIds = [booked.result.reservation_id, nextMonth.result.reservation_id];
    await post('diner/edit', { diner_id: diner.diner_id, last_name: 'Regular', phone: '+6590007777', vip: true });
    const rows = await testApp.db.dataSource.query(`SELECT vip FROM reservations WHERE reservation_id = ANY($1::uuid[])`, [bookingIds]);
    expect(rows).toEqual([{ vip: true }, { vip: true }]);
    const edits = await testApp.db.dataSource.query(
      `SELECT rid, transaction_id::text AS tx FROM events WHERE type = 'ReservationEdited' AND data->>'reservation_id' = ANY($1::text[])`,
      [bookingIds],
    );
    expect(edits.map((edit: { rid: number }) => edit.rid)).toEqual([11, 11]);
    // The diner's change and its bookings' marks commit together: none shows without the others.
    const [dinerEdit] = await testApp.db.dataSource.query(
      `SELECT transaction_id::text AS tx FROM events WHERE type = 'DinerEdited' AND stream_id = $1 ORDER BY position DESC LIMIT 1`,
      [`diner-${diner.diner_id}`],
    );
    expect(edits.map((edit: { tx: string }) => edit.tx)).toEqual([dinerEdit.tx, dinerEdit.tx]);
  });

  it('refuses bad input with the spec messages and writes nothing', async () => {
    const before = await dinerCount();
    const badPhone = await post('diner/add', { last_name: 'Ng', phone: '12' });
    expect(badPhone.result.fields.phone).toBe('Invalid number');
    const badEmail = await post('diner/add', { last_name: 'Ng', email: 'not-an-email' });
    expect(badEmail.result.fields.email).toBe('Invalid email');
    expect((await post('diner/add', { last_name: 'Ng', extra: 1 })).status.code).not.toBe(0);
    expect((await post('diner/get', { diner_id: '00000000-0000-4000-8000-000000000000' })).status.code).toBe(51001);
    expect(await dinerCount()).toBe(before);
  });

  it('lets View Only read and refuses it writes; No Access reads nothing', async () => {
    expect((await post('diner/filter', {}, tokens.host)).status.code).toBe(0);
    expect((await post('diner/add', { last_name: 'Host' }, tokens.host)).status.code).not.toBe(0);
    expect((await post('tag/add', { name: 'Host tag' }, tokens.host)).status.code).not.toBe(0);
    expect((await post('diner/filter', {}, tokens.floater)).status.code).not.toBe(0);
  });

  it('shows a diner’s bookings only at the outlets where the caller may see diners', async () => {
    const diner = (await post('diner/add', { last_name: 'Two Outlets' })).result.diner.diner_id;
    for (const rid of [11, 12]) {
      const booked = await post(
        'booking/add_transaction',
        { date: '2031-10-02', time: '19:00', adults: 2, diner_id: diner, last_name: 'Two Outlets', taken_by: 'Ana' },
        tokens.admin,
        rid,
      );
      expect(booked.status.code).toBe(0);
    }
    expect((await post('diner/booking_history', { diner_id: diner })).result.total).toBe(2);
    // The floater works at both outlets, with No Access to the directory at 11.
    const seen = (await post('diner/booking_history', { diner_id: diner }, tokens.floater, 12)).result;
    expect(seen.total).toBe(1);
    expect(seen.bookings.map((b: { rid: number }) => b.rid)).toEqual([12]);
  });

  it('makes one diner when two hosts register the same phone at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post('diner/add', { last_name: `Race ${i}`, phone: '+6598765432' })),
    );
    expect(answers.filter((a) => a.status.code === 0)).toHaveLength(1);
    expect(answers.every((a) => a.status.code === 0 || a.status.code === 51002)).toBe(true);
    expect((await post('diner/filter', { search: '98765432' })).result.total).toBe(1);
  });
});
