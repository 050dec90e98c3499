import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

describe('diner duplicates, merge and undo endpoints', () => {
  let testApp: TestApp;
  const tokens: Record<'admin' | 'manager' | 'host', string> = { admin: '', manager: '', host: '' };
  let otherToken = '';

  const post = (path: string, body: Record<string, unknown> = {}, as = tokens.admin, rid = 11) =>
    testApp
      .http()
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${as}`)
      .send({ rid, ...body })
      // The tests read whichever result fields an endpoint answers with.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .then((res) => ({ http: res.status, ...(res.body as { status: { code: number; msg: string }; result: any }) }));
  const eventCount = async () => Number((await testApp.db.dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n);
  const add = async (body: Record<string, unknown>) => (await post('diner/add', body)).result.diner.diner_id as string;

  beforeAll(async () => {
    testApp = await startTestApp({ poolSize: 20 });
    await testApp.seedAccess();
    for (const username of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[username] = await testApp.signIn(username);
    otherToken = await testApp.signIn('admin', 'other');
  }, 120_000);
  afterAll(() => testApp.close());

  it('lists a pair with its score and reasons, merges it and undoes the merge', async () => {
    const keep = await add({ first_name: 'Siew', last_name: 'Ong', phone: '91000011' });
    const away = await add({ first_name: 'Siew', last_name: 'Ong', email: 'siew@example.com' });
    const listed = await post('diner/duplicates', { page: 1, page_size: 10 });
    expect(listed.status.code).toBe(0);
    expect(listed.result).toMatchObject({ total: 1, page: 1, page_size: 10 });
    expect(listed.result.pairs[0]).toMatchObject({ score: 0.4, reasons: ['name'], name_similarity: 1 });
    expect(new Set([listed.result.pairs[0].first.diner_id, listed.result.pairs[0].second.diner_id])).toEqual(new Set([keep, away]));

    const merged = await post('diner/merge', { keep_id: keep, merge_id: away });
    expect(merged.status.code).toBe(0);
    expect(merged.result.diner).toMatchObject({ diner_id: keep, phone: '+6591000011', email: 'siew@example.com' });
    expect((await post('diner/duplicates')).result.total).toBe(0);
    expect((await post('diner/filter', { search: 'ong' })).result.total).toBe(1);
    expect((await post('diner/get', { diner_id: keep })).result.undoable_merge).toMatchObject({ merge_id: merged.result.merge_id });

    const undone = await post('diner/unmerge', { merge_id: merged.result.merge_id });
    expect(undone.status.code).toBe(0);
    expect(undone.result.restored).toMatchObject({ diner_id: away, email: 'siew@example.com', phone: null });
    expect(undone.result.kept).toMatchObject({ diner_id: keep, email: null });
    const again = await post('diner/unmerge', { merge_id: merged.result.merge_id });
    expect(again.status).toEqual({ code: 51013, msg: 'This merge was already undone.' });
    expect((await post('diner/unmerge', { merge_id: '00000000-0000-4000-8000-000000000000' })).status.code).toBe(51012);
  });

  it('counts the visits of a merged-away diner when the export says whether a guest is a repeat', async () => {
    const keep = await add({ last_name: 'Repeat Keep', phone: '91000021' });
    await add({ last_name: 'Repeat Away', phone: '91000022' });
    const visit = {
      date: '2031-01-05',
      time: '19:00',
      last_name: 'Repeat Away',
      phone: '91000022',
      adults: '2',
      status: 'Departed',
      taken_by: 'Ana',
    };
    expect((await post('reservation/import', { rows: [visit], book_anyway: true })).result).toMatchObject({ imported: 1, failed: 0 });
    const away = (await post('diner/filter', { search: 'Repeat Away' })).result.diners[0].diner_id;
    const booked = await post('booking/add_transaction', {
      date: '2031-02-01',
      time: '19:00',
      adults: 2,
      diner_id: keep,
      last_name: 'Repeat Keep',
      taken_by: 'Ana',
    });
    expect(booked.status.code).toBe(0);
    const repeat = async () => {
      const res = await testApp
        .http()
        .get('/api/reservation/export')
        .set('Authorization', `Bearer ${tokens.admin}`)
        .query({ rid: 11, date: '2031-02-01', fields: 'repeat' });
      return res.text.slice(1).trim().split('\r\n')[1];
    };
    expect(await repeat()).toBe('No');
    expect((await post('diner/merge', { keep_id: keep, merge_id: away })).status.code).toBe(0);
    expect(await repeat()).toBe('Yes');
  });

  it('refuses bad input, view-only staff, another group’s diners and outlets the caller does not manage, writing nothing', async () => {
    const a = await add({ last_name: 'Refused A' });
    const b = await add({ last_name: 'Refused B' });
    const booked = await post(
      'booking/add_transaction',
      { date: '2031-09-02', time: '19:00', adults: 2, diner_id: b, last_name: 'Refused B', taken_by: 'Ana' },
      tokens.admin,
      12,
    );
    expect(booked.status.code).toBe(0);
    const foreign = (await post('diner/add', { last_name: 'Elsewhere' }, otherToken, 21)).result.diner.diner_id;
    const before = await eventCount();

    expect((await post('diner/merge', { keep_id: a, merge_id: a })).status.code).not.toBe(0);
    expect((await post('diner/merge', { keep_id: a, merge_id: b, extra: 1 })).status.code).not.toBe(0);
    expect((await post('diner/merge', { keep_id: a })).status.code).not.toBe(0);
    expect((await post('diner/unmerge', { merge_id: a, keep_id: a, merged_id: b })).status.code).not.toBe(0);
    expect((await post('diner/duplicates', { page_size: 1000 })).status.code).not.toBe(0);
    expect((await post('diner/merge', { keep_id: a, merge_id: b }, tokens.host)).status.code).not.toBe(0);
    expect((await post('diner/duplicates', {}, tokens.host)).status.code).not.toBe(0);
    expect((await post('diner/merge', { keep_id: a, merge_id: foreign })).status.code).toBe(51001);
    const elsewhere = await post('diner/merge', { keep_id: a, merge_id: b }, tokens.manager);
    expect(elsewhere.status.code).toBe(51015);
    expect(elsewhere.http).toBe(200);
    expect(await eventCount()).toBe(before);

    // The manager's duplicates leave out diners who booked at outlets they do not manage.
    const twin = await add({ last_name: 'Refused B' });
    const pairsOf = async (token: string) =>
      ((await post('diner/duplicates', {}, token)).result.pairs as { first: { diner_id: string }; second: { diner_id: string } }[]).map(
        (p) => [p.first.diner_id, p.second.diner_id].sort().join(),
      );
    expect(await pairsOf(tokens.admin)).toContain([b, twin].sort().join());
    expect(await pairsOf(tokens.manager)).not.toContain([b, twin].sort().join());
  });
});
