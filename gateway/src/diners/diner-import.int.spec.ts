import { ERROR_CODES } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

describe('diner import', () => {
  let testApp: TestApp;
  let admin: string;

  // The tests read whichever result fields an endpoint answers with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Answer = { http: number; status: { code: number; msg: string }; result: any };
  const importRows = (rows: unknown, extra: Record<string, unknown> = {}, token = admin) =>
    testApp
      .http()
      .post('/api/diner/import')
      .set('Authorization', `Bearer ${token}`)
      .send({ rid: 11, rows, ...extra })
      .then((res): Answer => ({ http: res.status, ...res.body }));
  const diners = async () =>
    (await testApp.db.dataSource.query(
      `SELECT last_name, phone, gender, birthday, marketing_opt_in, home_rid FROM diners ORDER BY last_name`,
    )) as Record<string, unknown>[];

  const FILE = [
    {
      first_name: 'Mei',
      last_name: 'Tan',
      phone: '9123 4567',
      email: 'mei@example.com',
      gender: 'Female',
      birthday: '1990-05-02',
      marketing_opt_in: 'yes',
    },
    { last_name: 'Lim', phone: '12', email: 'not-an-email' },
    { last_name: 'Ng', phone: '+65 8123 4567', vip: 'true' },
    { first_name: 'Mei Ling', last_name: 'Tan', phone: '+6591234567' },
    { last_name: '', phone: '+6581110000', birthday: '2027-02-30' },
  ];

  beforeAll(async () => {
    testApp = await startTestApp({ poolSize: 20 });
    await testApp.seedAccess();
    admin = await testApp.signIn('admin');
  });
  afterAll(() => testApp.close());

  it('checks every row alone, registers the good ones with their profile, and says why each bad one failed', async () => {
    const dry = await importRows(FILE, { dry_run: true });
    expect(dry.result).toMatchObject({ created: 2, matched: 1 });
    expect(await diners()).toEqual([]);

    const first = await importRows(FILE);
    expect(first.result).toMatchObject({ created: 2, matched: 1 });
    expect(first.result.failed).toEqual([
      { row: 2, fields: { phone: 'validation.invalidNumber', email: 'validation.invalidEmail' } },
      { row: 5, fields: { last_name: 'diners.lastNameRequired', birthday: 'validation.invalidValue' } },
    ]);
    expect(await diners()).toEqual([
      { last_name: 'Ng', phone: '+6581234567', gender: 'Unspecified', birthday: null, marketing_opt_in: false, home_rid: 11 },
      { last_name: 'Tan', phone: '+6591234567', gender: 'Female', birthday: '1990-05-02', marketing_opt_in: true, home_rid: 11 },
    ]);
  });

  it('creates no diner when the same file comes again, even twice at once', async () => {
    const [a, b] = await Promise.all([importRows(FILE), importRows(FILE)]);
    expect([a.result.created, b.result.created]).toEqual([0, 0]);
    expect(await diners()).toHaveLength(2);
    const twins = [
      { last_name: 'Wong', phone: '+6590001111' },
      { last_name: 'Wong', phone: '9000 1111' },
    ];
    const [c, d] = await Promise.all([importRows(twins), importRows(twins)]);
    expect(c.result.created + d.result.created).toBe(1);
    expect(await diners()).toHaveLength(3);
  });

  it('exports the filtered list as CSV with Export Diner List only: BOM, headers in the caller’s language, formulas neutralised', async () => {
    await importRows([{ last_name: '=HYPERLINK("http://evil.example")', first_name: 'Formula', phone: '+6590002222', vip: 'yes' }]);
    const exported = await testApp
      .http()
      .get('/api/diner/export')
      .query({ rid: 11, vip: 'true', lang: 'zh_CN' })
      .set('Authorization', `Bearer ${admin}`);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const text: string = exported.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = text.slice(1).trim().split('\r\n');
    expect(header.split(',').slice(0, 4)).toEqual(['称谓', '名', '姓', '电话']);
    expect(rows).toHaveLength(2);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).not.toContain('Mei');
    const host = await testApp.signIn('host');
    const refused = await testApp.http().get('/api/diner/export').query({ rid: 11 }).set('Authorization', `Bearer ${host}`);
    expect(refused.body.status.code).toBe(ERROR_CODES.FORBIDDEN.code);
  });

  it('refuses a request whole for an unknown column or a body over 5 MB, and writes nothing', async () => {
    expect((await importRows([{ last_name: 'X', shoe_size: '42' }])).status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect((await importRows([])).status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    const huge = Array.from({ length: 1300 }, (_, i) => ({ last_name: `Big${i}`, notes: 'x'.repeat(4000) }));
    const tooLarge = await importRows(huge);
    expect([tooLarge.http, tooLarge.status.code]).toEqual([413, ERROR_CODES.REQUEST_TOO_LARGE.code]);
    expect(await diners()).toHaveLength(4);
    const host = await testApp.signIn('host');
    expect((await importRows([{ last_name: 'Host' }], {}, host)).status.code).toBe(ERROR_CODES.FORBIDDEN.code);
  });
});
