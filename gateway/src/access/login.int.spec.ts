import { signAccessToken } from '@covers/services/access';
import { FIXTURE_PASSWORD, type AccessFixture } from '@covers/services/access/testing/access-fixture';
import type { TestDatabase } from '@covers/services/testing/test-database';
import type { GatewayConfig } from '../config/config';
import { startTestApp, type TestApp } from '../testing/test-app';

// Embedded PostgreSQL on a busy machine: app start-up and the full matrix take longer than Jest's default.
jest.setTimeout(120_000);

describe('sign-in (login group)', () => {
  let testApp: TestApp;
  let db: TestDatabase;
  let config: GatewayConfig;
  let fixture: AccessFixture;
  const http = () => testApp.http();

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ db, config } = testApp);
    fixture = await testApp.seedAccess();
  });
  afterAll(() => testApp.close());

  const login = (body: Record<string, string>) => http().post('/api/login/do_login').send(body);
  const signIn = async (user_id = 'admin', company_id = 'acme') =>
    (await login({ company_id, user_id, password: FIXTURE_PASSWORD })).body.result;
  const usersList = (token: string) => http().get('/api/uac/users').query({ rid: 11 }).set('Authorization', `Bearer ${token}`);
  const refresh = (token: string) => http().get(`/api/login/refresh_token?refresh_token=${encodeURIComponent(token)}`);
  const messages = async (kind: string): Promise<{ code?: string; link?: string; to: string }[]> =>
    (await db.dataSource.query(`SELECT payload FROM outbox WHERE topic = 'covers.messaging' ORDER BY id`))
      .map((r: { payload: unknown }) => r.payload)
      .filter((p: { kind: string }) => p.kind === kind);

  it('signs in with company ID, user ID and password, and answers the session with the spec §3 cookies', async () => {
    const res = await login({ company_id: 'acme', user_id: 'admin', password: FIXTURE_PASSWORD }).expect(200);
    expect(res.body.status.code).toBe(0);
    const result = res.body.result;
    expect(result.access_token_expire_time).toBeGreaterThan(Date.now() / 1000);
    expect(result.access_token_expire_time).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + config.accessTokenTtlSeconds);
    expect(result.user).toEqual({
      user_uid: fixture.users.admin.userId,
      username: 'admin',
      staff_name: 'admin staff',
      group_uid: 'acme',
      language: 'en_US',
      super_admin: false,
    });
    expect(result.outlets.map((o: { rid: number; access_type: string; currency: string }) => [o.rid, o.access_type, o.currency])).toEqual([
      [11, 'Admin', 'SGD'],
      [12, 'Admin', 'THB'],
    ]);
    expect(result.outlets[0].permissions.userAccessControl).toBe('all');
    expect(result.feature_flags.is_group_outlet).toBe(true);
    const cookies = (res.headers['set-cookie'] as unknown as string[]).join('\n');
    for (const cookie of [
      'username=admin',
      'rid=11',
      'language=en_US',
      'group_uid=acme',
      'country_code=SG',
      'Ruid=ruid-11',
      'is_group_outlet=true',
      'voucher_switch=true',
    ]) {
      expect(cookies).toContain(cookie);
    }
    expect(cookies).toContain('SameSite=Lax');
    expect(cookies).not.toContain('HttpOnly');
    expect((await usersList(result.access_token)).body.status.code).toBe(0);
  });

  it('accepts a form-encoded sign-in without company ID when the user ID is unambiguous', async () => {
    const res = await http().post('/api/login/do_login').type('form').send({ user_id: 'manager', password: FIXTURE_PASSWORD });
    expect(res.body.status.code).toBe(0);
    expect(res.body.result.outlets.map((o: { access_type: string }) => o.access_type)).toEqual(['Manager']);
    // "admin" exists in two companies: without a company ID it is not guessed.
    expect((await login({ user_id: 'admin', password: FIXTURE_PASSWORD })).body.status.code).toBe(43110);
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const wrong = await login({ company_id: 'acme', user_id: 'admin', password: 'not-the-password' });
    const unknown = await login({ company_id: 'acme', user_id: 'nobody', password: FIXTURE_PASSWORD });
    const otherCompany = await login({ company_id: 'nowhere', user_id: 'admin', password: FIXTURE_PASSWORD });
    for (const res of [wrong, unknown, otherCompany]) {
      expect(res.status).toBe(200);
      expect(res.body.status).toEqual({ code: 43110, msg: 'The user ID or password is incorrect.' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a super-admin at the plain sign-in', async () => {
    expect((await login({ user_id: 'root', password: FIXTURE_PASSWORD })).body.status.code).toBe(43110);
  });

  it('rotates the refresh token on every refresh', async () => {
    const session = await signIn();
    const first = await refresh(session.refresh_token).expect(200);
    expect(first.body.status.code).toBe(0);
    expect(first.body.result.refresh_token).not.toBe(session.refresh_token);
    expect(first.body.result.access_token_expire_time).toBeGreaterThan(Date.now() / 1000);
    expect((await usersList(first.body.result.access_token)).body.status.code).toBe(0);
    const second = await refresh(first.body.result.refresh_token);
    expect(second.body.status.code).toBe(0);
  });

  it('revokes the whole family when a refresh token is presented twice', async () => {
    const session = await signIn();
    const rotated = (await refresh(session.refresh_token)).body.result;
    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body.status.code).toBe(-500001);
    expect((await refresh(rotated.refresh_token)).body.status.code).toBe(-500001);
    expect((await usersList(rotated.access_token)).body.status.code).toBe(-500001);
    expect((await usersList(session.access_token)).body.status.code).toBe(-500001);
    // Another sign-in of the same user is a separate family and keeps working.
    const other = await signIn();
    expect((await usersList(other.access_token)).body.status.code).toBe(0);
  });

  it('logs out: the access and refresh tokens of the session stop working at once', async () => {
    const session = await signIn();
    const res = await http()
      .post('/api/login/logout')
      .set('Authorization', `Bearer ${session.access_token}`)
      .send({ refresh_token: session.refresh_token });
    expect(res.body.status.code).toBe(0);
    expect((res.headers['set-cookie'] as unknown as string[]).join('\n')).toContain('username=;');
    expect((await usersList(session.access_token)).body.status.code).toBe(-500001);
    expect((await refresh(session.refresh_token)).body.status.code).toBe(-500001);
  });

  it('answers 43165 for an expired token, -500001 for a forged or garbage one, 43101 for none', async () => {
    const claims = { sub: fixture.users.admin.userId, gid: 'acme', fam: '00000000-0000-4000-8000-000000000000' };
    const expired = signAccessToken(claims, config.jwtSecret, 60, Math.floor(Date.now() / 1000) - 3600).accessToken;
    const forged = signAccessToken(claims, 'someone-elses-secret', 600, Math.floor(Date.now() / 1000)).accessToken;
    const expiredRes = await usersList(expired);
    expect(expiredRes.status).toBe(401);
    expect(expiredRes.body.status.code).toBe(43165);
    expect((await usersList(forged)).body.status.code).toBe(-500001);
    expect((await usersList('not.a.token')).body.status.code).toBe(-500001);
    expect((await http().get('/api/uac/users').query({ rid: 11 })).body.status.code).toBe(43101);
    expect((await refresh('garbage')).body.status.code).toBe(-500001);
  });

  it('signs a super-admin in with a password and a single-use 6-digit code sent through the outbox', async () => {
    expect((await http().post('/api/login/get_code').send({ user_id: 'root', password: 'wrong-password' })).body.status.code).toBe(43110);
    const step = await http().post('/api/login/get_code').send({ user_id: 'root', password: FIXTURE_PASSWORD });
    expect(step.body.status.code).toBe(0);
    const verifyToken = step.body.result.verify_token as string;
    const { code, to } = (await messages('super-admin-code')).at(-1)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(to).toBe('root@acme.example');
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await http().post('/api/login/verify_code').send({ verify_token: verifyToken, code: wrongCode })).body.status.code).toBe(43111);
    const ok = await http().post('/api/login/verify_code').send({ verify_token: verifyToken, code });
    expect(ok.body.status.code).toBe(0);
    expect(ok.body.result.user.super_admin).toBe(true);
    expect(ok.body.result.outlets.map((o: { rid: number }) => o.rid)).toEqual([11, 12, 21]);
    expect(
      (await http().get('/api/uac/users').query({ rid: 21 }).set('Authorization', `Bearer ${ok.body.result.access_token}`)).body.status
        .code,
    ).toBe(0);
    expect((await http().post('/api/login/verify_code').send({ verify_token: verifyToken, code })).body.status.code).toBe(43111);
  });

  it('stops accepting a verification code after five wrong attempts', async () => {
    const verifyToken = (await http().post('/api/login/get_code').send({ user_id: 'root', password: FIXTURE_PASSWORD })).body.result
      .verify_token;
    const { code } = (await messages('super-admin-code')).at(-1)!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await http().post('/api/login/verify_code').send({ verify_token: verifyToken, code: wrongCode });
    expect((await http().post('/api/login/verify_code').send({ verify_token: verifyToken, code })).body.status.code).toBe(43111);
  });

  it('resets a password through a single-use link, signing the user out everywhere', async () => {
    const session = await signIn('host');
    const before = (await messages('password-reset-link')).length;
    expect(
      (await http().post('/api/login/reset_password_link_generate').send({ company_id: 'acme', user_id: 'host' })).body.status.code,
    ).toBe(0);
    const { link, to } = (await messages('password-reset-link')).at(-1)!;
    expect((await messages('password-reset-link')).length).toBe(before + 1);
    expect(to).toBe('host@acme.example');
    expect(link).toMatch(/^\/signIn_reset\?token=/);
    const token = decodeURIComponent(link!.split('token=')[1]);
    expect((await http().get('/api/login/reset_password_link_check').query({ token })).body.result).toEqual({ valid: true });
    expect((await http().post('/api/login/reset_password_link_reset').send({ token, password: 'short' })).body.result.fields.password).toBe(
      'Password must be at least 8 characters.',
    );
    expect((await http().post('/api/login/reset_password_link_reset').send({ token, password: 'a-new-password' })).body.status.code).toBe(
      0,
    );
    expect((await http().get('/api/login/reset_password_link_check').query({ token })).body.result).toEqual({ valid: false });
    expect((await http().post('/api/login/reset_password_link_reset').send({ token, password: 'another-password' })).body.status.code).toBe(
      43112,
    );
    expect((await usersList(session.access_token)).body.status.code).toBe(-500001);
    expect((await refresh(session.refresh_token)).body.status.code).toBe(-500001);
    expect((await login({ company_id: 'acme', user_id: 'host', password: FIXTURE_PASSWORD })).body.status.code).toBe(43110);
    expect((await login({ company_id: 'acme', user_id: 'host', password: 'a-new-password' })).body.status.code).toBe(0);
  });

  it('answers a reset request for an unknown account exactly like a known one, and sends nothing', async () => {
    const before = (await messages('password-reset-link')).length;
    const res = await http().post('/api/login/reset_password_link_generate').send({ email: 'nobody@nowhere.example' });
    expect(res.body.status.code).toBe(0);
    expect((await messages('password-reset-link')).length).toBe(before);
    expect((await http().get('/api/login/reset_password_link_check').query({ token: 'made-up' })).body.result).toEqual({ valid: false });
  });
});
