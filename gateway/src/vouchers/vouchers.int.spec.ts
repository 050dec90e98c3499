import { AccessService, type OutletCaller } from '@covers/services/access';
import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import { defaultFeatureFlags, ERROR_CODES, outletClock, UTF8_BOM } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(120_000);

type Answer = {
  http: number;
  status: { code: number; msg: string };
  // The tests read whichever result fields an endpoint answers with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  result: any;
};

const RACERS = 100;
const today = outletClock(new Date(), 'Asia/Singapore').date;
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const kindBody = (over: Record<string, unknown> = {}) => ({
  name: 'Lunch for two',
  value_minor: 5000,
  vouchers_quota: 20,
  uses_per_voucher: 1,
  valid_from: dayFrom(-1),
  valid_to: dayFrom(30),
  rids: [11],
  ...over,
});

/** The voucher group through two gateway processes on one database. */
describe('voucher endpoints', () => {
  let db: TestDatabase;
  const gateways: TestApp[] = [];
  const tokens: Record<string, string> = {};

  const call = (verb: 'get' | 'post', path: string, body: Record<string, unknown>, as = tokens.admin, gateway = 0): Promise<Answer> => {
    const request = gateways[gateway]![verb](`/api/voucher/${path}`);
    if (as) request.set('Authorization', `Bearer ${as}`);
    return (verb === 'get' ? request.query({ rid: 11, ...body }) : request.send({ rid: 11, ...body })).then((res) => ({
      http: res.status,
      ...(res.body as Omit<Answer, 'http'>),
    }));
  };
  const post = (path: string, body: Record<string, unknown>, as = tokens.admin, gateway = 0) => call('post', path, body, as, gateway);
  const get = (path: string, body: Record<string, unknown> = {}, as = tokens.admin) => call('get', path, body, as);
  const events = async () => Number((await db.dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n);
  const newKind = async (over: Record<string, unknown> = {}) => {
    const added = await post('add_config', kindBody(over));
    expect(added.status.code).toBe(0);
    return added.result.kind.kind_id as string;
  };
  const issue = async (kindId: string, count = 1, holder = '') => {
    const issued = await post('issue', { kind_id: kindId, count, holder });
    expect(issued.status.code).toBe(0);
    return issued.result.vouchers as { code: string; qr: string }[];
  };

  beforeAll(async () => {
    db = await openTestDatabase({ poolSize: 30 });
    for (let i = 0; i < 2; i++) {
      const app = await startTestApp({ db });
      gateways.push({ ...app, get: (path: string) => app.http().get(path), post: (path: string) => app.http().post(path) } as never);
    }
    await gateways[0]!.seedAccess();
    for (const username of ['admin', 'host', 'floater']) tokens[username] = await gateways[0]!.signIn(username);
    tokens.other = await gateways[0]!.signIn('admin', 'other');
  }, 120_000);
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await db.close();
  });

  it('configures a kind in the outlet’s currency, issues a batch of unguessable codes, and validates a typed code before fulfilling it', async () => {
    const kindId = await newKind({ uses_per_voucher: 2 });
    const config = await get('config');
    expect(config.result.kinds).toContainEqual(expect.objectContaining({ kind_id: kindId, currency: 'SGD', value_minor: 5000, issued: 0 }));

    const vouchers = await issue(kindId, 3, 'Mei Tan');
    expect(vouchers).toHaveLength(3);
    for (const v of vouchers) expect(v.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(new Set(vouchers.map((v) => v.code)).size).toBe(3);

    const typed = `${vouchers[0]!.code.slice(0, 4).toLowerCase()}-${vouchers[0]!.code.slice(4)}`;
    const got = await post('get', { code: typed }, tokens.host);
    expect(got.status.code).toBe(0);
    expect(got.result).toMatchObject({
      valid_here: true,
      uses: [],
      voucher: {
        code: vouchers[0]!.code,
        holder: 'Mei Tan',
        value_minor: 5000,
        currency: 'SGD',
        uses_total: 2,
        uses_left: 2,
        status: 'incoming',
      },
    });

    const done = await post('fulfill', { code: typed }, tokens.host);
    expect(done.status.code).toBe(0);
    expect(done.result.use).toMatchObject({ use: 1, rid: 11, outlet_name: 'Acme Orchard', fulfilled_by: 'host', reservation_id: null });
    expect(done.result.voucher.uses_left).toBe(1);
    const receipt = await get('receipt', { code: vouchers[0]!.code, use: 1 }, tokens.host);
    expect(receipt.result.use).toEqual(done.result.use);
  });

  it('resolves a scanned QR text like the typed code, and refuses a forged or foreign one as "Voucher Code is Invalid"', async () => {
    const [voucher] = await issue(await newKind());
    expect(voucher!.qr).toMatch(new RegExp(`^cv1:${voucher!.code}:[A-Za-z0-9_-]+$`));
    expect((await post('get', { code: voucher!.qr })).result.voucher.code).toBe(voucher!.code);

    const forged = voucher!.qr.replace(/:[^:]+$/, ':AAAAAAAAAAAAAAAAAAAAAA');
    const before = await events();
    for (const code of [forged, 'NOSUCHCODE12', `cv1:${voucher!.code}`]) {
      expect((await post('fulfill', { code })).status).toEqual({ code: ERROR_CODES.VOUCHER_INVALID.code, msg: 'Voucher Code is Invalid' });
    }
    // Another group's admin, with the real QR, finds nothing: codes and signatures are per group.
    expect((await post('get', { code: voucher!.qr }, tokens.other, 0)).status.code).not.toBe(0);
    expect(await events()).toBe(before);
  });

  it('lets exactly 1 of 100 simultaneous fulfils of a single-use code through, across two gateways; the others hear why', async () => {
    const [voucher] = await issue(await newKind());
    const before = await events();
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => post('fulfill', { code: i % 3 === 0 ? voucher!.qr : voucher!.code }, tokens.host, i % 2)),
    );
    expect(answers.filter((a) => a.http !== 200)).toEqual([]);
    expect(answers.filter((a) => a.status.code === 0)).toHaveLength(1);
    const refused = answers.filter((a) => a.status.code !== 0).map((a) => a.status);
    expect(refused).toEqual(
      Array(RACERS - 1).fill({ code: ERROR_CODES.VOUCHER_USED_UP.code, msg: 'Unable to Fulfil Voucher: this voucher has no uses left.' }),
    );
    expect((await events()) - before).toBe(1);
    const [row] = await db.dataSource.query(`SELECT uses_left FROM vouchers WHERE code = $1`, [voucher!.code]);
    expect(row.uses_left).toBe(0);
  });

  it('never issues past a kind’s quota, even with issues at once', async () => {
    const kindId = await newKind({ vouchers_quota: 5 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post('issue', { kind_id: kindId, count: 1 }, tokens.admin, i % 2)),
    );
    expect(answers.filter((a) => a.status.code === 0)).toHaveLength(5);
    expect(answers.filter((a) => a.status.code === ERROR_CODES.VOUCHER_QUOTA_REACHED.code)).toHaveLength(5);
    expect((await get('config')).result.kinds.find((k: { kind_id: string }) => k.kind_id === kindId).issued).toBe(5);
  });

  it('refuses an expired voucher, one not yet valid and one of another outlet, with the spec’s reasons', async () => {
    const [expired] = await issue(await newKind({ valid_from: dayFrom(-10), valid_to: dayFrom(-2) }));
    expect((await post('fulfill', { code: expired!.code })).status).toEqual({
      code: ERROR_CODES.VOUCHER_EXPIRED.code,
      msg: 'Unable to Fulfil Voucher: the voucher has expired. Please try again.',
    });
    const [later] = await issue(await newKind({ valid_from: dayFrom(5), valid_to: dayFrom(10) }));
    expect((await post('fulfill', { code: later!.code })).status.code).toBe(ERROR_CODES.VOUCHER_NOT_YET_VALID.code);
    const elsewhere = await post('add_config', kindBody({ rids: [12] }));
    expect(elsewhere.status.code).toBe(ERROR_CODES.VOUCHER_OUTLET_CURRENCY.code);
  });

  it('lists each tab with counts that add up to the issued, searches by code or holder, and exports the tab as CSV', async () => {
    const kindId = await newKind({ uses_per_voucher: 1 });
    const [a, b] = await issue(kindId, 2, 'Search Holder');
    await post('fulfill', { code: a!.code });
    const counts = (await get('counts')).result;
    expect(counts.issued).toBe(counts.incoming + counts.fulfilled + counts.expired);
    expect(counts.fulfilled).toBeGreaterThanOrEqual(1);
    expect(counts.expired).toBeGreaterThanOrEqual(1);

    const searched = await get('counts', { search: 'search holder' });
    expect(searched.result).toEqual({ issued: 2, incoming: 1, fulfilled: 1, expired: 0 });
    const fulfilled = await get('list', { tab: 'fulfilled', search: a!.code.slice(2, 9) });
    expect(fulfilled.result.vouchers.map((v: { code: string }) => v.code)).toEqual([a!.code]);
    expect(fulfilled.result.vouchers[0].last_use).toMatchObject({ fulfilled_by: 'admin', outlet_name: 'Acme Orchard' });
    expect((await get('list', { tab: 'incoming', search: 'Search Holder' })).result.vouchers.map((v: { code: string }) => v.code)).toEqual([
      b!.code,
    ]);

    const csv = await gateways[0]!
      .http()
      .get('/api/voucher/export')
      .query({ rid: 11, tab: 'fulfilled', search: 'search holder' })
      .set('Authorization', `Bearer ${tokens.admin}`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text.startsWith(`${UTF8_BOM}Code,Voucher,Value,Currency,Holder`)).toBe(true);
    expect(csv.text).toContain(`${a!.code},Lunch for two,50.00,SGD,Search Holder,fulfilled`);
  });

  it('attaches a use to a booking of the outlet, and lists it on the booking', async () => {
    const booked = await gateways[0]!
      .http()
      .post('/api/booking/add_transaction')
      .set('Authorization', `Bearer ${tokens.admin}`)
      .send({
        rid: 11,
        date: today,
        time: '12:00',
        last_name: 'Tan',
        adults: 2,
        taken_by: 'Alice',
        table_ids: ['v1'],
      });
    const reservationId = booked.body.result.reservation_id as string;
    const [voucher] = await issue(await newKind());
    expect((await post('fulfill', { code: voucher!.code, reservation_id: '00000000-0000-4000-8000-000000000009' })).status.code).toBe(
      ERROR_CODES.RESERVATION_NOT_FOUND.code,
    );
    expect((await post('fulfill', { code: voucher!.code, reservation_id: reservationId })).status.code).toBe(0);
    const onBooking = await get('booking', { reservation_id: reservationId });
    expect(onBooking.result.vouchers).toEqual([
      expect.objectContaining({ code: voucher!.code, reservation_id: reservationId, value_minor: 5000 }),
    ]);
  });

  it('checks the caller: setup needs Service and Online Booking Slot; input is validated; nothing is written on refusal', async () => {
    const before = await events();
    expect((await post('add_config', kindBody(), tokens.host)).status.code).toBe(ERROR_CODES.FORBIDDEN.code);
    expect((await post('add_config', kindBody({ rids: [21] }))).status.code).toBe(ERROR_CODES.FORBIDDEN.code);
    expect((await post('add_config', kindBody({ valid_to: dayFrom(-5) }))).status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect((await post('add_config', kindBody({ value_minor: 0 }))).status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect((await post('add_config', kindBody({ name: 'a\u0000b' }))).status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect((await post('issue', { kind_id: '00000000-0000-4000-8000-000000000009' })).status.code).toBe(
      ERROR_CODES.VOUCHER_KIND_NOT_FOUND.code,
    );
    expect((await post('get', { code: 'x', extra: 1 })).status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(await post('fulfill', { code: 'ABCD' }, '')).toMatchObject({ http: 401 });
    expect(await events()).toBe(before);
  });

  it('imports codes issued elsewhere into a kind, refusing codes the group already has', async () => {
    const kindId = await newKind({ vouchers_quota: 3 });
    const imported = await post('import', {
      kind_id: kindId,
      vouchers: [
        { code: 'partner-0001', holder: 'Ana' },
        { code: 'PARTNER 0002', holder: '' },
      ],
    });
    expect(imported.status.code).toBe(0);
    expect(imported.result.vouchers.map((v: { code: string }) => v.code)).toEqual(['PARTNER0001', 'PARTNER0002']);
    expect((await post('get', { code: 'Partner-0001' })).result.voucher.holder).toBe('Ana');
    const again = await post('import', { kind_id: kindId, vouchers: [{ code: 'PARTNER0001', holder: '' }] });
    expect(again.status.code).toBe(ERROR_CODES.VOUCHER_CODE_TAKEN.code);
    const tooMany = await post('import', { kind_id: kindId, vouchers: [{ code: 'P3', holder: '' }] });
    expect(tooMany.status.code).toBe(ERROR_CODES.VOUCHER_INVALID.code);
    expect((await post('import', { kind_id: kindId, vouchers: [{ code: 'PARTNER0003' }, { code: 'PARTNER0004' }] })).status.code).toBe(
      ERROR_CODES.VOUCHER_QUOTA_REACHED.code,
    );
  });

  it('refuses every voucher call at an outlet whose voucher_switch is off', async () => {
    const fixture = await gateways[0]!.store.dataSource.query(`SELECT user_id FROM users WHERE username = 'admin' LIMIT 1`);
    const root = { rid: 12, groupUid: 'acme', superAdmin: true, metadata: { actor: fixture[0].user_id, now: new Date().toISOString() } };
    await new AccessService(gateways[0]!.store).setFeatures(root as OutletCaller, { ...defaultFeatureFlags(true), voucher_switch: false });
    expect((await get('counts', {}, tokens.admin)).status.code).toBe(0);
    const at12 = await gateways[0]!.http().get('/api/voucher/counts').query({ rid: 12 }).set('Authorization', `Bearer ${tokens.admin}`);
    expect(at12.body.status).toEqual({ code: ERROR_CODES.VOUCHERS_LOCKED.code, msg: 'Vouchers are not switched on for this outlet.' });
  });
});
