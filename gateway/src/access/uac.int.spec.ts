import { accessProjection, SignInService } from '@covers/services/access';
import { DEFAULT_ACCESS_TYPES, defaultFeatureFlags } from '@covers/shared';
import { FIXTURE_PASSWORD, type AccessFixture } from '@covers/services/access/testing/access-fixture';
import type { TestDatabase } from '@covers/services/testing/test-database';
import { startTestApp, type TestApp } from '../testing/test-app';

// Embedded PostgreSQL on a busy machine: app start-up and the full matrix take longer than Jest's default.
jest.setTimeout(120_000);

describe('Users and Access (uac group)', () => {
  let testApp: TestApp;
  let db: TestDatabase;
  let fixture: AccessFixture;
  const tokens: Record<string, string> = {};
  const http = () => testApp.http();

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.db;
    fixture = await testApp.seedAccess();
    for (const name of ['admin', 'manager', 'host']) tokens[name] = await testApp.signIn(name);
    const signInService = testApp.app.get(SignInService);
    const { verifyToken } = await signInService.requestSuperAdminCode({
      username: fixture.users.superAdmin.username,
      password: FIXTURE_PASSWORD,
    });
    const { code } = (await testApp.sentMessages('super-admin-code')).at(-1)!;
    tokens.root = (await signInService.verifySuperAdminCode({ verifyToken, code: code! })).accessToken;
  });
  afterAll(() => testApp.close());

  const as = (who: string) => ({
    get: (path: string, query: Record<string, unknown> = {}) =>
      http()
        .get(`/api/uac/${path}`)
        .query({ rid: 11, ...query })
        .set('Authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body: Record<string, unknown>) =>
      http()
        .post(`/api/uac/${path}`)
        .set('Authorization', `Bearer ${tokens[who]}`)
        .send({ rid: 11, ...body }),
  });
  const eventCount = async () => Number((await db.dataSource.query(`SELECT count(*) AS n FROM events`))[0].n);
  const newUser = (user_id: string, extra: Record<string, unknown> = {}) => ({
    staff_name: 'Nia Newhire',
    email: `${user_id}@acme.example`,
    user_id,
    password: 'first-password',
    outlets: [{ rid: 11, access_type_id: fixture.accessTypeIds['Front of House'] }],
    ...extra,
  });
  const signIn = (user_id: string, password: string) => http().post('/api/login/do_login').send({ company_id: 'acme', user_id, password });

  it('lists the group users with their access type per outlet, and the access types', async () => {
    const users = await as('manager').get('users');
    expect(users.body.status.code).toBe(0);
    const host = users.body.result.users.find((u: { username: string }) => u.username === 'host');
    expect(host.outlets).toEqual([{ rid: 11, access_type_id: fixture.accessTypeIds['Front of House'], access_type: 'Front of House' }]);
    expect(users.body.result.users.some((u: { username: string }) => u.username === 'root')).toBe(false);
    expect(users.body.result.outlets.map((o: { rid: number }) => o.rid)).toEqual([11, 12]);
    const roles = await as('admin').get('roles');
    expect(roles.body.result.roles.map((r: { name: string; is_default: boolean }) => [r.name, r.is_default])).toEqual([
      ['Admin', true],
      ['Front of House', true],
      ['Manager', true],
    ]);
  });

  it('answers each missing field with the spec §5 message and writes nothing', async () => {
    const before = await eventCount();
    const res = await as('admin').post('save', { staff_name: '', email: '', user_id: '', outlets: [{ rid: 11, access_type_id: '' }] });
    expect(res.body.status).toEqual({ code: 40001, msg: 'Some fields contain errors; edit them in order to save.' });
    expect(res.body.result.fields).toEqual({
      staff_name: 'Staff Name is required.',
      email: 'Email Address is required.',
      user_id: 'User ID is required.',
      password: 'Password is required.',
      outlets: 'Assign an access type for at least 1 outlet.',
    });
    expect(await eventCount()).toBe(before);
  });

  it('creates a user who can then sign in with the access type given', async () => {
    const res = await as('admin').post('save', newUser('nia', { position_title: 'Host', phone: '+65 8123 4567' }));
    expect(res.body.status.code).toBe(0);
    const userId = res.body.result.user_uid;
    const types = (await db.dataSource.query(`SELECT type FROM events WHERE data->>'userId' = $1 ORDER BY position`, [userId])).map(
      (r: { type: string }) => r.type,
    );
    expect(types).toEqual(['UserRegistered', 'UserAccessChanged']);
    const session = await signIn('nia', 'first-password');
    expect(session.body.result.outlets.map((o: { rid: number; access_type: string }) => [o.rid, o.access_type])).toEqual([
      [11, 'Front of House'],
    ]);
    expect((await as('admin').post('save', newUser('NIA'))).body.result.fields).toEqual({ user_id: 'This User ID is already in use.' });
  });

  it('updates a user, and a password set by an administrator ends their sessions', async () => {
    const userId = (await as('admin').post('save', newUser('ola'))).body.result.user_uid;
    const session = (await signIn('ola', 'first-password')).body.result;
    const kept = await as('admin').post(
      'save',
      newUser('ola', {
        user_uid: userId,
        staff_name: 'Ola Renamed',
        password: '',
        outlets: [{ rid: 12, access_type_id: fixture.accessTypeIds.Manager }],
      }),
    );
    expect(kept.body.status.code).toBe(0);
    expect(
      (await signIn('ola', 'first-password')).body.result.outlets.map((o: { rid: number; access_type: string }) => [o.rid, o.access_type]),
    ).toEqual([
      [11, 'Front of House'],
      [12, 'Manager'],
    ]);
    const logout = (token: string) => http().post('/api/login/logout').set('Authorization', `Bearer ${token}`).send({});
    const changed = await as('admin').post(
      'save',
      newUser('ola', {
        user_uid: userId,
        staff_name: 'Ola Renamed',
        password: 'second-password',
        outlets: [{ rid: 12, access_type_id: fixture.accessTypeIds.Manager }],
      }),
    );
    expect(changed.body.status.code).toBe(0);
    expect((await logout(session.access_token)).body.status.code).toBe(-500001);
    expect((await signIn('ola', 'first-password')).body.status.code).toBe(43110);
    expect((await signIn('ola', 'second-password')).body.result.user.staff_name).toBe('Ola Renamed');
  });

  it('lets only All Access change users and access types', async () => {
    const before = await eventCount();
    expect((await as('manager').post('save', newUser('mallory'))).body.status.code).toBe(43103);
    expect((await as('manager').post('roles/save', { name: 'Sneaky', permissions: { ...fullPermissions('all') } })).body.status.code).toBe(
      43103,
    );
    expect((await as('host').get('users')).body.status.code).toBe(43103);
    expect(await eventCount()).toBe(before);
  });

  it('refuses outlets of another group, in the rid and in the assignment, and writes nothing', async () => {
    const before = await eventCount();
    expect((await as('admin').get('users', { rid: 21 })).body.status.code).toBe(43104);
    expect((await as('admin').post('save', { ...newUser('eve'), rid: 21 })).body.status.code).toBe(43104);
    const res = await as('admin').post('save', newUser('eve', { outlets: [{ rid: 21, access_type_id: fixture.accessTypeIds.Admin }] }));
    expect(res.body.status.code).toBe(43104);
    expect((await as('admin').get('users', { group_uid: 'other' })).body.status.code).toBe(43104);
    expect(await eventCount()).toBe(before);
  });

  it('lets an Admin of one outlet change only users and access types held nowhere else, and writes nothing otherwise', async () => {
    const bar = (await as('admin').post('roles/save', { name: 'Bar', permissions: fullPermissions('none') })).body.result.access_type_id;
    const onlyAt = (user_id: string, rid: number, access_type_id: string) => newUser(user_id, { outlets: [{ rid, access_type_id }] });
    await as('admin').post('save', onlyAt('boss11', 11, fixture.accessTypeIds.Admin));
    const boss12 = (await as('admin').post('save', onlyAt('boss12', 12, fixture.accessTypeIds.Admin))).body.result.user_uid;
    await as('admin').post('save', onlyAt('bartender', 12, bar));
    const colleague = (await as('admin').post('save', onlyAt('colleague', 11, fixture.accessTypeIds.Manager))).body.result.user_uid;
    tokens.boss11 = (await signIn('boss11', 'first-password')).body.result.access_token;

    const before = await eventCount();
    // Only the password changes; the outlets sent are the caller's own, which the target does not hold.
    const takeOver = await as('boss11').post('save', {
      ...onlyAt('boss12', 11, fixture.accessTypeIds.Admin),
      user_uid: boss12,
      password: 'taken-over-1',
    });
    expect(takeOver.body.status.code).toBe(43104);
    expect((await as('boss11').post('delete', { user_uid: boss12 })).body.status.code).toBe(43104);
    expect(
      (await as('boss11').post('roles/save', { access_type_id: bar, name: 'Bar', permissions: fullPermissions('all') })).body.status.code,
    ).toBe(43104);
    expect((await as('boss11').post('roles/delete', { access_type_id: bar })).body.status.code).toBe(43104);
    expect(await eventCount()).toBe(before);
    // Checked after the count: a refused sign-in is itself recorded (the activity log shows it).
    expect((await signIn('boss12', 'taken-over-1')).body.status.code).toBe(43110);
    expect((await signIn('bartender', 'first-password')).body.result.outlets).toMatchObject([{ rid: 12, access_type: 'Bar' }]);

    // A user held only where the caller is Admin is theirs to change.
    const renamed = await as('boss11').post('save', {
      ...onlyAt('colleague', 11, fixture.accessTypeIds.Manager),
      user_uid: colleague,
      staff_name: 'Colleague Renamed',
      password: 'colleague-new-1',
    });
    expect(renamed.body.status.code).toBe(0);
    expect((await as('boss11').post('delete', { user_uid: colleague })).body.status.code).toBe(0);
  });

  it('refuses SQL-looking, oversized, mistyped and unknown input with a clear error and writes nothing', async () => {
    const before = await eventCount();
    const sql = await as('admin').post('save', newUser("x'; DROP TABLE users; --"));
    expect(sql.body.result.fields.user_id).toBe('Invalid value.');
    const ridSql = await http().get('/api/uac/users').query({ rid: '11 OR 1=1' }).set('Authorization', `Bearer ${tokens.admin}`);
    expect(ridSql.body.status.code).toBe(40001);
    expect(ridSql.body.result.fields.rid).toBe('Invalid number');
    expect((await as('admin').post('save', newUser('tom', { staff_name: 'x'.repeat(5000) }))).body.result.fields.staff_name).toBe(
      'This is too long.',
    );
    expect((await as('admin').post('save', newUser('tom', { is_admin: true }))).body.result.fields.is_admin).toBe(
      'This field is not allowed.',
    );
    expect((await as('admin').post('save', newUser('tom', { outlets: 'all' }))).body.status.code).toBe(40001);
    const huge = await http()
      .post('/api/uac/save')
      .set('Authorization', `Bearer ${tokens.admin}`)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ rid: 11, staff_name: 'x'.repeat(9 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await eventCount()).toBe(before);
  });

  it('deletes a user permanently and signs them out at once', async () => {
    const userId = (await as('admin').post('save', newUser('temp'))).body.result.user_uid;
    const session = (await signIn('temp', 'first-password')).body.result;
    const before = await http().post('/api/login/logout').set('Authorization', `Bearer ${session.access_token}`).send({});
    expect(before.body.status.code).toBe(0);
    const second = (await signIn('temp', 'first-password')).body.result;
    expect((await as('admin').post('delete', { user_uid: userId })).body.status.code).toBe(0);
    const after = await http().post('/api/login/logout').set('Authorization', `Bearer ${second.access_token}`).send({});
    expect(after.body.status.code).toBe(-500001);
    expect((await http().get(`/api/login/refresh_token?refresh_token=${encodeURIComponent(second.refresh_token)}`)).body.status.code).toBe(
      -500001,
    );
    expect((await signIn('temp', 'first-password')).body.status.code).toBe(43110);
    const types = (
      await db.dataSource.query(`SELECT type, data FROM events WHERE type = 'UserDeleted' AND data->>'userId' = $1`, [userId])
    ).map((r: { type: string }) => r.type);
    expect(types).toEqual(['UserDeleted']);
    expect((await as('admin').post('delete', { user_uid: userId })).body.status.code).toBe(40404);
    expect((await as('admin').post('delete', { user_uid: fixture.users.otherGroup.userId })).body.status.code).toBe(40404);
  });

  it('creates a custom access type, and deleting it leaves its users Unassigned', async () => {
    const created = await as('admin').post('roles/save', {
      name: 'Sommelier',
      permissions: { ...fullPermissions('none'), reports: 'view' },
    });
    expect(created.body.status.code).toBe(0);
    const accessTypeId = created.body.result.access_type_id;
    const userId = (
      await as('admin').post(
        'save',
        newUser('somm', {
          outlets: [
            { rid: 11, access_type_id: accessTypeId },
            { rid: 12, access_type_id: fixture.accessTypeIds.Manager },
          ],
        }),
      )
    ).body.result.user_uid;
    expect((await signIn('somm', 'first-password')).body.result.outlets[0]).toMatchObject({
      rid: 11,
      access_type: 'Sommelier',
      permissions: { reports: 'view', userAccessControl: 'none' },
    });

    expect((await as('admin').post('roles/delete', { access_type_id: accessTypeId })).body.status.code).toBe(0);
    const somm = (await as('admin').get('users')).body.result.users.find((u: { user_uid: string }) => u.user_uid === userId);
    expect(somm.outlets).toEqual([
      { rid: 11, access_type_id: null, access_type: null },
      { rid: 12, access_type_id: fixture.accessTypeIds.Manager, access_type: 'Manager' },
    ]);
    const outlet = (await signIn('somm', 'first-password')).body.result.outlets[0];
    expect(outlet).toMatchObject({ rid: 11, access_type: null, permissions: fullPermissions('none') });
    expect((await as('admin').post('roles/delete', { access_type_id: fixture.accessTypeIds.Admin })).body.status.code).toBe(43121);
  });

  it('gives each outlet its feature flags, which only a super-admin sets, and sign-in carries them', async () => {
    const flags = { ...defaultFeatureFlags(true), voucher_switch: false, is_mr: true };
    expect((await as('host').get('my_access')).body.result).toEqual({
      access_type: 'Front of House',
      permissions: DEFAULT_ACCESS_TYPES['Front of House'],
      feature_flags: defaultFeatureFlags(true),
    });
    const before = await eventCount();
    for (const who of ['admin', 'manager', 'host']) expect((await as(who).post('features', flags)).body.status.code).toBe(43103);
    expect((await as('root').post('features', { voucher_switch: false })).body.status.code).toBe(40001);
    expect(await eventCount()).toBe(before);

    const set = await as('root').post('features', flags);
    expect(set.body.status.code).toBe(0);
    expect(set.body.result.feature_flags).toEqual(flags);
    expect((await as('host').get('my_access')).body.result.feature_flags).toEqual(flags);
    const admin = await signIn('admin', FIXTURE_PASSWORD);
    const outlets = admin.body.result.outlets as { rid: number; feature_flags: Record<string, boolean> }[];
    expect(outlets.find((o) => o.rid === 11)?.feature_flags).toEqual(flags);
    expect(outlets.find((o) => o.rid === 12)?.feature_flags).toEqual(defaultFeatureFlags(true));
    expect(admin.body.result.feature_flags).toEqual(flags);
    expect(admin.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringContaining('voucher_switch=false')]));
  });

  it('rebuilds the access read models from the events to the identical state', async () => {
    const snapshot = async () =>
      Promise.all(accessProjection.tables.map((table) => db.dataSource.query(`SELECT * FROM ${table} ORDER BY ${table}::text`)));
    const before = await snapshot();
    const events = await testApp.store.readAll(0, { limit: 100000 });
    await db.dataSource.transaction(async (manager) => {
      await manager.query(`TRUNCATE ${accessProjection.tables.join(', ')}`);
      for (const event of events) if (accessProjection.handles.includes(event.type)) await accessProjection.apply(manager, event);
    });
    expect(await snapshot()).toEqual(before);
  });
});

function fullPermissions(level: 'all' | 'none') {
  return {
    servicesAndSlots: level,
    sectionsAndTablePlans: level,
    dinerManagement: level,
    exportDinerList: level,
    userAccessControl: level,
    reports: level,
  };
}
