import {
  AccessService,
  messagingKey,
  openSealedMessage,
  REFRESH_REUSE_GRACE_SECONDS,
  RESET_LINKS_PER_TTL,
  signAccessToken,
  VERIFICATION_CODE_INTERVAL_SECONDS,
} from '@covers/services/access';
import { SIGN_IN_LOCKOUT } from '@covers/shared';
import { randomUUID } from 'node:crypto';
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
  const messages = (kind: 'super-admin-code' | 'password-reset-link') => testApp.sentMessages(kind);
  /** Moves every rotation, code and lockout of the tests so far this far into the past. */
  const age = (seconds: number) =>
    Promise.all([
      db.dataSource.query(`UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => $1) WHERE used_at IS NOT NULL`, [seconds]),
      db.dataSource.query(`UPDATE one_time_tokens SET created_at = created_at - make_interval(secs => $1)`, [seconds]),
      db.dataSource.query(
        `UPDATE sign_in_failures SET locked_until = locked_until - make_interval(secs => $1), last_attempt_at = last_attempt_at - make_interval(secs => $1)`,
        [seconds],
      ),
    ]);
  const resetLink = async (user_id: string) => {
    await http().post('/api/login/reset_password_link_generate').send({ company_id: 'acme', user_id });
    const { link } = (await messages('password-reset-link')).at(-1)!;
    return decodeURIComponent(link!.split('token=')[1]);
  };

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
    await age(REFRESH_REUSE_GRACE_SECONDS + 1);
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

  it('lets two tabs refresh the same token at once without signing the user out', async () => {
    const session = await signIn();
    const [first, second] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect([first.body.status.code, second.body.status.code]).toEqual([0, 0]);
    for (const tab of [first, second]) {
      expect((await usersList(tab.body.result.access_token)).body.status.code).toBe(0);
      expect((await refresh(tab.body.result.refresh_token)).body.status.code).toBe(0);
    }
    // Past the grace period, the same token again is a copy: the family ends.
    await age(REFRESH_REUSE_GRACE_SECONDS + 1);
    expect((await refresh(session.refresh_token)).body.status.code).toBe(-500001);
    expect((await usersList(first.body.result.access_token)).body.status.code).toBe(-500001);
  });

  it('refuses a token naming a refresh family that never existed, though it is signed with our secret', async () => {
    const claims = { sub: fixture.users.admin.userId, gid: 'acme', fam: randomUUID() };
    const madeUp = signAccessToken(claims, config.jwtSecret, 600, Math.floor(Date.now() / 1000)).accessToken;
    expect((await usersList(madeUp)).body.status.code).toBe(-500001);
    // A real family of another user does not do either.
    const { fam } = JSON.parse(Buffer.from((await signIn('manager')).access_token.split('.')[1], 'base64url').toString()) as {
      fam: string;
    };
    const borrowed = signAccessToken({ ...claims, fam }, config.jwtSecret, 600, Math.floor(Date.now() / 1000)).accessToken;
    expect((await usersList(borrowed)).body.status.code).toBe(-500001);
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

  it('checks the token before the outlet a request names, then the outlet, with the session read', async () => {
    const usersAt = (token: string, rid: string) => http().get('/api/uac/users').query({ rid }).set('Authorization', `Bearer ${token}`);
    const { access_token } = await signIn('manager');
    expect((await usersAt('not.a.token', 'abc')).body.status.code).toBe(-500001);
    const badRid = await usersAt(access_token, 'abc');
    expect(badRid.body.status.code).toBe(40001);
    expect(Object.keys(badRid.body.result.fields)).toEqual(['rid']);
    expect((await usersAt(access_token, '999999')).body.status.code).toBe(43104);
    expect((await usersAt(access_token, '11')).body.status.code).toBe(0);
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

  it('keeps the codes and links out of the outbox in clear: only the mailer, holding the messaging secret, opens them', async () => {
    const rows: { payload: Record<string, unknown> }[] = await db.dataSource.query(
      `SELECT payload FROM outbox WHERE topic = 'covers.messaging'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const sent = [...(await messages('super-admin-code')), ...(await messages('password-reset-link'))];
    for (const { payload } of rows) {
      expect(Object.keys(payload).sort()).toEqual(['channel', 'kind', 'sealed', 'to', 'userId', 'username']);
      for (const message of sent) {
        for (const secret of [message.code, message.link && decodeURIComponent(message.link.split('token=')[1])].filter(Boolean))
          expect(JSON.stringify(payload)).not.toContain(secret);
      }
    }
    expect(() => openSealedMessage(String(rows[0].payload.sealed), messagingKey('not-the-secret'))).toThrow();
  });

  it('sends a super-admin one code a minute at most, and a new code spends the old one', async () => {
    await age(VERIFICATION_CODE_INTERVAL_SECONDS + 1);
    const getCode = () => http().post('/api/login/get_code').send({ user_id: 'root', password: FIXTURE_PASSWORD });
    const first = (await getCode()).body.result.verify_token;
    const oldCode = (await messages('super-admin-code')).at(-1)!.code!;
    const sentBefore = (await messages('super-admin-code')).length;
    const again = await getCode();
    expect(again.body.status).toEqual({
      code: 43114,
      msg: 'A code was sent less than a minute ago. Use that code, or wait a minute before asking for another.',
    });
    expect((await messages('super-admin-code')).length).toBe(sentBefore);
    await age(VERIFICATION_CODE_INTERVAL_SECONDS + 1);
    const second = (await getCode()).body.result.verify_token;
    const newCode = (await messages('super-admin-code')).at(-1)!.code!;
    expect((await http().post('/api/login/verify_code').send({ verify_token: first, code: oldCode })).body.status.code).toBe(43111);
    expect((await http().post('/api/login/verify_code').send({ verify_token: second, code: newCode })).body.status.code).toBe(0);
  });

  it('stops accepting a verification code after five wrong attempts', async () => {
    await age(VERIFICATION_CODE_INTERVAL_SECONDS + 1);
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

  it('spends every outstanding reset link of the user when one of them is used', async () => {
    const older = await resetLink('manager');
    const newer = await resetLink('manager');
    expect(
      (await http().post('/api/login/reset_password_link_reset').send({ token: newer, password: 'manager-new-1' })).body.status.code,
    ).toBe(0);
    expect((await http().get('/api/login/reset_password_link_check').query({ token: older })).body.result).toEqual({ valid: false });
    expect(
      (await http().post('/api/login/reset_password_link_reset').send({ token: older, password: 'manager-new-2' })).body.status.code,
    ).toBe(43112);
    expect((await login({ company_id: 'acme', user_id: 'manager', password: 'manager-new-1' })).body.status.code).toBe(0);
  });

  it('keeps a reset link and the sessions as they were when the new password cannot be recorded; a link used twice at once resets once', async () => {
    const link = await resetLink('manager');
    const record = AccessService.prototype.changePassword;
    jest.spyOn(AccessService.prototype, 'changePassword').mockImplementationOnce(function (this: AccessService, ...args) {
      const [groupUid, userId, password, metadata, options] = args;
      return record.call(this, groupUid, userId, password, metadata, {
        alongside: async (tx, events) => {
          await options?.alongside?.(tx, events);
          throw new Error('the disk filled up');
        },
      });
    });
    const session = (await login({ company_id: 'acme', user_id: 'manager', password: 'manager-new-1' })).body.result;
    await http().post('/api/login/reset_password_link_reset').send({ token: link, password: 'manager-new-3' });
    expect((await http().get('/api/login/reset_password_link_check').query({ token: link })).body.result).toEqual({ valid: true });
    expect((await refresh(session.refresh_token)).body.status.code).toBe(0);
    expect((await login({ company_id: 'acme', user_id: 'manager', password: 'manager-new-1' })).body.status.code).toBe(0);

    const twice = await Promise.all(
      ['manager-new-4', 'manager-new-5'].map((password) =>
        http().post('/api/login/reset_password_link_reset').send({ token: link, password }),
      ),
    );
    expect(twice.map((res) => res.body.status.code).sort()).toEqual([0, 43112]);
    const kept = twice[0].body.status.code === 0 ? 'manager-new-4' : 'manager-new-5';
    expect((await login({ company_id: 'acme', user_id: 'manager', password: kept })).body.status.code).toBe(0);
  });

  it('logs no sign-in whose session could not be opened', async () => {
    const signIns = async () =>
      (
        await testApp.db.dataSource.query(
          `SELECT count(*)::int AS n FROM events WHERE type = 'UserSignedIn' AND data ->> 'username' = 'admin'`,
        )
      )[0].n as number;
    const sessions = async () => (await testApp.db.dataSource.query(`SELECT count(*)::int AS n FROM refresh_tokens`))[0].n as number;
    const record = AccessService.prototype.recordSignIn;
    jest.spyOn(AccessService.prototype, 'recordSignIn').mockImplementationOnce(function (this: AccessService, ...args) {
      const [user, outcome, rid, now, within] = args;
      return record.call(this, user, outcome, rid, now, async (manager) => {
        await within?.(manager);
        throw new Error('the disk filled up');
      });
    });
    const [loggedBefore, sessionsBefore] = [await signIns(), await sessions()];
    expect((await login({ company_id: 'acme', user_id: 'admin', password: FIXTURE_PASSWORD })).body.status.code).not.toBe(0);
    expect([await signIns(), await sessions()]).toEqual([loggedBefore, sessionsBefore]);
    expect((await login({ company_id: 'acme', user_id: 'admin', password: FIXTURE_PASSWORD })).body.status.code).toBe(0);
    expect([await signIns(), await sessions()]).toEqual([loggedBefore + 1, sessionsBefore + 1]);
  });

  it('locks an account after five wrong passwords in a row, with a clear message, until the lockout runs out', async () => {
    const floater = (password: string) => login({ company_id: 'acme', user_id: 'floater', password });
    for (let i = 0; i < 25; i++) await floater('not-the-password');
    const locked = await floater(FIXTURE_PASSWORD);
    expect(locked.body.status).toEqual({
      code: 43113,
      msg: 'Too many failed sign-in attempts. This account is locked for 15 minutes; try again later or reset your password.',
    });
    expect(locked.body.result).toEqual({ error: 'SIGN_IN_LOCKED', retry_after_minutes: SIGN_IN_LOCKOUT.minutes });
    expect(
      (
        await http()
          .post('/api/login/do_login')
          .query({ lang: 'th_TH' })
          .send({ company_id: 'acme', user_id: 'floater', password: FIXTURE_PASSWORD })
      ).body.status.msg,
    ).toBe('เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป บัญชีนี้ถูกล็อก 15 นาที โปรดลองใหม่ภายหลังหรือรีเซ็ตรหัสผ่าน');
    // Other accounts are not affected; the lock runs out after its minutes.
    expect((await login({ company_id: 'acme', user_id: 'admin', password: FIXTURE_PASSWORD })).body.status.code).toBe(0);
    await age(SIGN_IN_LOCKOUT.minutes * 60 + 1);
    expect((await floater(FIXTURE_PASSWORD)).body.status.code).toBe(0);
  });

  it('lets eight tablets sign in to one account at the same moment, however many of them are in flight', async () => {
    const tablets = await Promise.all(
      Array.from({ length: 8 }, () => login({ company_id: 'acme', user_id: 'admin', password: FIXTURE_PASSWORD })),
    );
    expect(tablets.map((res) => res.body.status.code)).toEqual(Array(8).fill(0));
  });

  it('counts attempts made at the same moment, in two gateway processes, each once', async () => {
    const other = (password: string) => login({ company_id: 'other', user_id: 'admin', password });
    const below = await Promise.all(Array.from({ length: SIGN_IN_LOCKOUT.maxFailures - 1 }, () => other('not-the-password')));
    expect(below.map((res) => res.body.status.code)).toEqual(Array(SIGN_IN_LOCKOUT.maxFailures - 1).fill(43110));
    expect((await other(FIXTURE_PASSWORD)).body.status.code).toBe(0);
    // Half of the burst goes to a second gateway process on the same database.
    const second = await startTestApp({ db });
    try {
      const attempt = (i: number) =>
        (i % 2 ? second.http() : http())
          .post('/api/login/do_login')
          .send({ company_id: 'other', user_id: 'admin', password: 'not-the-password' });
      const burst = await Promise.all(Array.from({ length: 25 }, (_, i) => attempt(i)));
      expect(burst.filter((res) => res.body.status.code === 43110)).toHaveLength(SIGN_IN_LOCKOUT.maxFailures);
      expect(burst.filter((res) => res.body.status.code === 43113)).toHaveLength(25 - SIGN_IN_LOCKOUT.maxFailures);
      expect((await other(FIXTURE_PASSWORD)).body.status.code).toBe(43113);
      expect(
        (await second.http().post('/api/login/do_login').send({ company_id: 'other', user_id: 'admin', password: FIXTURE_PASSWORD })).body
          .status.code,
      ).toBe(43113);
    } finally {
      await second.close();
    }
  });

  it('answers a reset request for an unknown account exactly like a known one, and sends nothing', async () => {
    const before = (await messages('password-reset-link')).length;
    const res = await http().post('/api/login/reset_password_link_generate').send({ email: 'nobody@nowhere.example' });
    expect(res.body.status.code).toBe(0);
    expect((await messages('password-reset-link')).length).toBe(before);
    expect((await http().get('/api/login/reset_password_link_check').query({ token: 'made-up' })).body.result).toEqual({ valid: false });
  });

  it('sends one account at most three reset links an hour, however many requests arrive at once, and still answers each alike', async () => {
    const sentTo = async () => (await messages('password-reset-link')).filter((m) => m.to === 'floater@acme.example').length;
    const before = await sentTo();
    const requests = Array.from({ length: 10 }, () =>
      http().post('/api/login/reset_password_link_generate').send({ company_id: 'acme', user_id: 'floater' }),
    );
    expect((await Promise.all(requests)).map((res) => res.body.status.code)).toEqual(Array(10).fill(0));
    expect((await sentTo()) - before).toBe(RESET_LINKS_PER_TTL);
  });
});
