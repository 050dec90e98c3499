import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { publishTables } from '@covers/services/reservations/testing/outlet-with-services';
import { ERROR_CODES, IMPORT_MAX_BYTES } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(120_000);

const RID = 11;
const DATE = '2027-02-26';
const META = { actor: 'system', now: '2026-11-21T10:00:00.000Z' };
const REFUSED = { code: ERROR_CODES.VALIDATION_FAILED.code, msg: 'Some fields contain errors; edit them in order to save.' };

/** Issue #11's bad input, end to end: each answer is the envelope with the spec's message, never a 5xx, and nothing is written. */
describe('bad input', () => {
  let testApp: TestApp;
  let token: string;
  const get = (path: string, query: Record<string, unknown>) =>
    testApp
      .http()
      .get(`/api/${path}`)
      .set('Authorization', `Bearer ${token}`)
      .query({ rid: RID, ...query });
  const post = (path: string, body: Record<string, unknown>) =>
    testApp
      .http()
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ rid: RID, ...body });
  const booking = { date: DATE, time: '19:00', last_name: 'Tan', phone: '+6591234567', adults: 2, taken_by: 'Alice' };
  /** Every row of every table, once what earlier writes set off has settled: a refusal must leave it as it was. */
  const rowCount = async () => {
    await testApp.settled();
    const [{ n }] = await testApp.db.dataSource.query(
      `SELECT sum((xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I', tablename), false, true, '')))[1]::text::int) AS n
         FROM pg_tables WHERE schemaname = 'public'`,
    );
    return Number(n);
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.seedAccess();
    token = await testApp.signIn('admin');
    await publishTables(
      testApp.store,
      RID,
      [
        { id: 'T1', minPax: 1, maxPax: 4 },
        { id: 'T2', minPax: 2, maxPax: 6 },
      ],
      META,
    );
  });
  afterAll(() => testApp.close());

  it('refuses impossible dates and times on writes and reads, and writes nothing', async () => {
    const before = await rowCount();
    const feb30 = await post('booking/add_transaction', { ...booking, date: '2027-02-30' });
    expect(feb30.status).toBe(200);
    expect(feb30.body.status).toEqual(REFUSED);
    expect(feb30.body.result.fields).toEqual({ date: 'Invalid value.' });
    const lateTime = await post('booking/add_transaction', { ...booking, time: '24:61' });
    expect(lateTime.body.result.fields).toEqual({ time: 'Invalid value.' });
    for (const date of ['2027-13-01', '2027-00-10', '0000-00-00', '2027-02-30']) {
      for (const res of [
        await get('availability/time_slots', { date, pax: 2 }),
        await get('availability/recommend_table', { date, time: 1140, pax: 2 }),
        await get('availability/calendar_info', { from: date, to: '2027-03-31' }),
        await get('reservation/list', { date }),
        await post('availability/table_forbidden', { date, tableIds: ['T1'] }),
      ]) {
        expect([res.status, res.body.status]).toEqual([200, REFUSED]);
      }
    }
    const imported = await post('reservation/import', { rows: [{ ...booking, date: '2027-02-30', time: '19:00', adults: '2' }] });
    expect(imported.body.result).toMatchObject({
      imported: 0,
      failed: 1,
      errors: [{ row: 0, fields: { date: 'validation.invalidValue' } }],
    });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a NUL byte in any text field with the envelope, not HTTP 500', async () => {
    const before = await rowCount();
    const answers = [
      await post('booking/add_transaction', { ...booking, remarks: 'window\u0000seat' }),
      await post('booking/add_transaction', { ...booking, last_name: 'T\u0000an' }),
      await post('booking/add_transaction', { ...booking, table_ids: ['T\u00001'] }),
      await get('booking/search_transaction', { query: 'Tan\u0000' }),
      await get('reservation/list', { date: DATE, search: '\u0000' }),
      await post('availability/day_note', { date: DATE, note: 'closed\u0000' }),
      await post('section/add', { planId: 'p1', name: 'Patio\u0000' }),
      await post('floorplan/add', { name: 'Main\u0000' }),
      await post('reservation/drafts_add', { data: { remarks: '\u0000' } }),
      await post('uac/roles/save', { name: 'Host\u0000', permissions: {} }),
      await get('reservation/list', { date: DATE, lang: 'en\u0000' }),
    ];
    for (const res of answers) expect([res.status, res.body.status.code]).toEqual([200, ERROR_CODES.VALIDATION_FAILED.code]);
    expect(answers[0].body.result.fields).toEqual({ remarks: 'Invalid value.' });
    expect(await rowCount()).toBe(before);
  });

  it('accepts only true and false as booleans', async () => {
    const before = await rowCount();
    for (const vip of ['maybe', 'yes', 'on']) {
      const res = await post('booking/add_transaction', { ...booking, vip });
      expect(res.body.status).toEqual(REFUSED);
      expect(res.body.result.fields).toEqual({ vip: 'Invalid value.' });
    }
    expect(await rowCount()).toBe(before);
    const vip = await post('booking/add_transaction', { ...booking, time: '12:00', vip: 'true' });
    expect(vip.body.status.code).toBe(0);
    expect(vip.body.result.vip).toBe(true);
  });

  it('bounds lists and refuses table ids the outlet does not have', async () => {
    const before = await rowCount();
    const many = await post('availability/table_forbidden', { date: DATE, tableIds: Array.from({ length: 1000 }, (_, i) => `x${i}`) });
    expect(many.body.status).toEqual(REFUSED);
    expect(many.body.result.fields).toEqual({ tableIds: 'This is too long.' });
    const unknown = await post('availability/table_forbidden', { date: DATE, tableIds: ['T1', 'nope'] });
    expect(unknown.body.status).toEqual(REFUSED);
    expect(unknown.body.result.fields).toEqual({ 'tableIds.1': 'Not found.' });
    expect(await rowCount()).toBe(before);
    const known = await post('availability/table_forbidden', { date: DATE, tableIds: ['T1', 'T2'] });
    expect(known.body.status.code).toBe(0);
  });

  it('refuses sections and table plans a service names that the outlet does not have', async () => {
    const dinner = {
      name: 'Supper',
      startMinute: 1080,
      endMinute: 1320,
      repeatDays: [2],
      covers: { minPartySize: 1, maxPartySize: 8, totalCovers: 60, maxCoversPerInterval: 20 },
      turnaround: [{ minPax: 1, maxPax: 8, minutes: 90 }],
    };
    const before = await rowCount();
    const res = await post('session/add', {
      ...dinner,
      sectionIds: ['s1', 'nope'],
      tablePlanIds: ['gone'],
      onlineSlots: [{ startMinute: 1080, endMinute: 1200, tablePriority: ['elsewhere'] }],
    });
    expect(res.body.status).toEqual(REFUSED);
    expect(res.body.result.fields).toEqual({
      'sectionIds.1': 'Not found.',
      'tablePlanIds.0': 'Not found.',
      'onlineSlots.0.tablePriority.0': 'Not found.',
    });
    expect(await rowCount()).toBe(before);
    const known = await post('session/add', { ...dinner, sectionIds: ['s1'], tablePlanIds: ['p1'] });
    expect(known.body.status.code).toBe(0);
  });

  it('refuses unknown keys inside nested objects, as at the top', async () => {
    const service = {
      name: 'Dinner',
      startMinute: 1080,
      endMinute: 1320,
      repeatDays: [1],
      covers: { minPartySize: 1, maxPartySize: 8, totalCovers: 60, maxCoversPerInterval: 20, totlCovers: 80 },
    };
    const before = await rowCount();
    const res = await post('session/add', service);
    expect(res.body.status).toEqual(REFUSED);
    expect(res.body.result.fields).toEqual({ 'covers.totlCovers': 'This field is not allowed.' });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a diner_id that does not exist or belongs to another group, and writes nothing', async () => {
    const before = await rowCount();
    const missing = await post('booking/add_transaction', { ...booking, diner_id: randomUUID() });
    expect(missing.body.status).toEqual(REFUSED);
    expect(missing.body.result.fields).toEqual({ diner_id: 'Not found.' });

    const otherToken = await testApp.signIn('admin', 'other');
    const theirs = await testApp
      .http()
      .post('/api/booking/add_transaction')
      .set('Authorization', `Bearer ${otherToken}`)
      .send({ rid: 21, ...booking, phone: '+6280000001' });
    expect(theirs.body.status.code).toBe(0);
    const afterTheirs = await rowCount();
    const stolen = await post('booking/add_transaction', { ...booking, diner_id: theirs.body.result.diner_id });
    expect(stolen.body.result.fields).toEqual({ diner_id: 'Not found.' });
    expect(await rowCount()).toBe(afterTheirs);
    expect(afterTheirs).toBeGreaterThan(before);

    const ours = await post('booking/add_transaction', { ...booking, time: '13:00', phone: '+6591110000' });
    const edit = await post('booking/edit_transaction', {
      reservation_id: ours.body.result.reservation_id,
      date: DATE,
      diner_id: theirs.body.result.diner_id,
    });
    expect(edit.body.result.fields).toEqual({ diner_id: 'Not found.' });
    const linked = await post('booking/add_transaction', { ...booking, time: '14:00', diner_id: ours.body.result.diner_id });
    expect(linked.body.status.code).toBe(0);
    expect(linked.body.result.diner_id).toBe(ours.body.result.diner_id);
  });

  it('limits the import body as it is read, chunked or not', async () => {
    const server = testApp.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const row = JSON.stringify({ ...booking, remarks: 'x'.repeat(900) });
    const body = `{"rid":${RID},"rows":[${Array.from({ length: Math.ceil(IMPORT_MAX_BYTES / row.length) + 10 }, () => row).join(',')}]}`;
    const before = await rowCount();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/reservation/import',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
      req.end();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).status).toEqual({ code: ERROR_CODES.REQUEST_TOO_LARGE.code, msg: 'The request is too large.' });
    expect(await rowCount()).toBe(before);
  });

  it('answers a malformed path with HTTP 400', async () => {
    const res = await testApp.http().get('/api/booking/%E0%A4%A').set('Authorization', `Bearer ${token}`).query({ rid: RID });
    expect(res.status).toBe(400);
    expect(res.body.status.code).toBe(ERROR_CODES.BAD_REQUEST.code);
    expect(res.body.status.msg).toBe('The request could not be read.');
  });
});
