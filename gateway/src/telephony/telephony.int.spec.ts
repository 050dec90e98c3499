import { ERROR_CODES } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

describe('phone bookings: API keys and the telephony system’s incoming calls', () => {
  let testApp: TestApp;
  let admin: string;
  let host: string;

  // The tests read whichever result fields an endpoint answers with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Answer = { http: number; status: { code: number; msg: string }; result: any };
  const answer = (res: { status: number; body: unknown }): Answer => ({ http: res.status, ...(res.body as Omit<Answer, 'http'>) });
  const staff = (path: string, body: Record<string, unknown>, token = admin, rid = 11) =>
    testApp
      .http()
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ rid, ...body })
      .then(answer);
  const call = (key: string | null, body: Record<string, unknown>) => {
    const req = testApp.http().post('/api/telephony/incoming_call');
    return (key === null ? req : req.set('key', key)).send(body).then(answer);
  };
  const callEvents = async () =>
    (await testApp.db.dataSource.query(`SELECT rid, data FROM events WHERE type = 'IncomingCallReceived' ORDER BY position`)) as {
      rid: number;
      data: { caller: string; diner: { name: string; vip: boolean } | null };
    }[];

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.seedAccess();
    admin = await testApp.signIn('admin');
    host = await testApp.signIn('host');
  });
  afterAll(() => testApp.close());

  it('creates a key shown once, stores only its hash, and lists it by its prefix', async () => {
    const created = await staff('setting/api_key_create', { label: 'Front desk line' });
    expect(created.result.key).toMatch(/^ck_[A-Za-z0-9_-]{43}$/);
    expect(created.result.prefix).toBe(created.result.key.slice(0, 10));
    const stored = await testApp.db.dataSource.query(`SELECT key_hash FROM telephony_api_keys`);
    expect(JSON.stringify(stored)).not.toContain(created.result.key);
    const setup = await testApp
      .http()
      .get('/api/setting/phone_booking')
      .query({ rid: 11 })
      .set('Authorization', `Bearer ${host}`)
      .then(answer);
    expect(setup.result.keys).toEqual([
      expect.objectContaining({ keyId: created.result.keyId, label: 'Front desk line', createdBy: 'admin' }),
    ]);
    expect(setup.result.keys[0].key).toBeUndefined();
    expect((await staff('setting/api_key_create', { label: 'Mine' }, host)).status.code).toBe(ERROR_CODES.FORBIDDEN.code);
    expect((await staff('setting/api_key_create', { label: ' ' })).result.fields.label).toBe('Give the key a name.');
  });

  it('reports a call with a valid key to its own outlet only, the caller’s diner found by phone; a revoked or wrong key is refused', async () => {
    await staff('diner/add', { first_name: 'Mei', last_name: 'Tan', phone: '+6591234567', vip: true });
    const key = (await staff('setting/api_key_create', { label: 'Hoiio' })).result;

    const known = await call(key.key, { caller: '6591234567' });
    expect(known.result).toMatchObject({ caller: '+6591234567', diner: { name: 'Mei Tan', vip: true } });
    expect((await call(key.key, { caller: '8123 9999' })).result).toMatchObject({ caller: '+6581239999', diner: null });
    expect((await callEvents()).map((e) => [e.rid, e.data.caller])).toEqual([
      [11, '+6591234567'],
      [11, '+6581239999'],
    ]);

    expect((await call(key.key, { caller: '12' })).result.fields.caller).toBe('Invalid number');
    const wrong = await call('ck_not-a-key', { caller: '6591234567' });
    expect([wrong.http, wrong.status.code]).toEqual([401, ERROR_CODES.API_KEY_INVALID.code]);
    expect((await call(null, { caller: '6591234567' })).status.code).toBe(ERROR_CODES.API_KEY_INVALID.code);

    expect((await staff('setting/api_key_revoke', { key_id: key.keyId })).result.keys.map((k: { label: string }) => k.label)).toEqual([
      'Front desk line',
    ]);
    expect((await call(key.key, { caller: '6591234567' })).status.code).toBe(ERROR_CODES.API_KEY_INVALID.code);
    expect((await staff('setting/api_key_revoke', { key_id: key.keyId })).status.code).toBe(ERROR_CODES.API_KEY_NOT_FOUND.code);
    expect(await callEvents()).toHaveLength(2);
  });

  it('records no call on the console when the outlet turned incoming calls off', async () => {
    const key = (await staff('setting/api_key_create', { label: 'Quiet' })).result;
    await staff('setting/phone_booking', { show_incoming_calls: false });
    const before = (await callEvents()).length;
    expect((await call(key.key, { caller: '6591234567' })).status.code).toBe(0);
    expect(await callEvents()).toHaveLength(before);
    await staff('setting/phone_booking', { show_incoming_calls: true });
  });

  it('allows at most ten keys at once, however many are asked for together', async () => {
    const active = async () =>
      Number(
        (await testApp.db.dataSource.query(`SELECT count(*)::int AS n FROM telephony_api_keys WHERE rid = 12 AND revoked_at IS NULL`))[0].n,
      );
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => staff('setting/api_key_create', { label: `Line ${i}` }, admin, 12)),
    );
    expect(answers.filter((a) => a.status.code === 0)).toHaveLength(10);
    expect(answers.filter((a) => a.status.code === ERROR_CODES.API_KEY_LIMIT_REACHED.code)).toHaveLength(5);
    expect(await active()).toBe(10);
  });
});
