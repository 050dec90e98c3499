import { io, type Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { postAs } from '../testing/post-as';

jest.setTimeout(60_000);

type ScreenView = { rotation: string; categories: { category: string; called: string[]; waiting: number; wait_minutes: number }[] };

/** Waits for a condition the test cannot be told about directly (another actor's progress). */
async function eventually(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the queue status screen: a read-only view and room opened by the screen link', () => {
  let testApp: TestApp;
  let url: string;
  let admin = '';
  let host = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testApp = await startTestApp({ port: 0, env: { REDIS_URL: '' } });
    url = await testApp.app.getUrl();
    await testApp.seedAccess();
    admin = await testApp.signIn('admin');
    host = await testApp.signIn('host');
  }, 120_000);
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => testApp.close());

  const post = (path: string, body: Record<string, unknown>, as = admin) => postAs(testApp, as, path, body);
  const screenLink = async () => {
    const issued = await post('setting/queues/issue_link', { purpose: 'screen' });
    return ((issued.result.links as { screen: string }).screen as string).split('=')[1];
  };
  const view = (token: string) =>
    testApp
      .http()
      .get('/api/queue/screen')
      .query({ token })
      .then((res) => res.body as { status: { code: number }; result: ScreenView });
  const connect = (screenToken: string) => {
    const socket = io(url, { path: '/socket.io', auth: { screenToken }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return socket;
  };

  it('sends the screen its view on connect and after each change: the number called within a second of the call', async () => {
    const token = await screenLink();
    const socket = connect(token);
    const views: ScreenView[] = [];
    socket.on('queue-view', (sent: ScreenView) => views.push(sent));
    await new Promise((resolve) => socket.on('live-ready', resolve));
    // Sent once it is in the room, read after it joined: what an HTTP read answers now.
    await eventually(() => views.length >= 1);
    expect(views[0]).toEqual((await view(token)).result);

    const joined = await post('queue/join', { pax: 3, last_name: 'Screen' }, host);
    const label = joined.result.label as string;
    await eventually(() => views.some((sent) => sent.categories.find((c) => c.category === 'B')?.waiting === 1));
    const called = Date.now();
    await post('queue/update_status', { reservation_id: joined.result.reservation_id, action: 'offer' }, host);
    await eventually(() => views.some((sent) => sent.categories.find((c) => c.category === 'B')?.called.includes(label)));
    expect(Date.now() - called).toBeLessThan(1000);

    const shown = views[views.length - 1];
    expect(shown).toEqual((await view(token)).result);
    expect(shown).toMatchObject({ rotation: 'landscape', show_groups_ahead: true, show_wait_time: true });
    expect(shown.categories.map((c) => c.category)).toEqual(['A', 'B', 'C']);
    expect(shown.categories.find((c) => c.category === 'B')).toMatchObject({ called: [label], waiting: 0 });
    // Only numbers and counts: no names, phones or booking ids.
    expect(JSON.stringify(shown)).not.toContain('Screen');
    expect(JSON.stringify(shown)).not.toContain(joined.result.reservation_id as string);

    // No background yet; once uploaded, the screen's address of it (with its version) answers the image.
    expect((await testApp.http().get('/api/queue/screen_background').query({ token })).body.status.code).toBe(57008);

    // A new setting (the rotation) reaches the screen too.
    const settings = (await testApp.http().get('/api/queue/settings').set('Authorization', `Bearer ${host}`).query({ rid: 11 })).body.result
      .settings;
    expect((await post('setting/queues', { ...settings, rotation: 'portrait_right' })).status.code).toBe(0);
    await eventually(() => views[views.length - 1].rotation === 'portrait_right');
  });

  it('shows each call the moment it is heard and never takes a number called back, in a burst of calls', async () => {
    const token = await screenLink();
    const socket = connect(token);
    const views: ScreenView[] = [];
    socket.on('queue-view', (sent: ScreenView) => views.push(sent));
    await new Promise((resolve) => socket.on('live-ready', resolve));
    const parties = [];
    for (let i = 0; i < 6; i++) parties.push((await post('queue/join', { pax: 2, last_name: `Burst ${i}` }, host)).result);
    const labels = parties.map((party) => party.label as string);
    const calledIn = (sent: ScreenView) => sent.categories.find((c) => c.category === 'A')!.called;
    await eventually(() => views.length > 0 && labels.every((label) => !calledIn(views[views.length - 1]).includes(label)));
    const from = views.length;

    await Promise.all(parties.map((party) => post('queue/update_status', { reservation_id: party.reservation_id, action: 'offer' }, host)));
    await eventually(() => views.length > from && labels.every((label) => calledIn(views[views.length - 1]).includes(label)));
    const heard = views.slice(from);
    for (const label of labels) {
      const first = heard.findIndex((sent) => calledIn(sent).includes(label));
      expect(heard.slice(first).every((sent) => calledIn(sent).includes(label))).toBe(true);
    }
    // The calls' view is then read, waits and all: the screen ends on what an HTTP read answers.
    let read = (await view(token)).result;
    while (JSON.stringify(views[views.length - 1]) !== JSON.stringify(read)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      read = (await view(token)).result;
    }
    expect(calledIn(read)).toEqual(expect.arrayContaining(labels));
  });

  it('refuses an unknown or revoked link, and ends the screens of a link replaced or revoked', async () => {
    const token = await screenLink();
    const socket = connect(token);
    await new Promise((resolve) => socket.on('live-ready', resolve));
    const ended = new Promise((resolve) => socket.on('disconnect', resolve));
    await post('setting/queues/revoke_link', { purpose: 'screen' });
    await ended;
    expect((await view(token)).status.code).toBe(57001);

    const refused = connect(token);
    const error = await new Promise<Error & { data?: { code: number } }>((resolve) => refused.on('connect_error', resolve));
    expect(error.data?.code).toBe(57001);
    // A staff token is not a screen token, nor the other way round.
    const check = await post('setting/queues/issue_link', { purpose: 'check_in' });
    const checkIn = ((check.result.links as { check_in: string }).check_in as string).split('=')[1];
    const wrongPurpose = connect(checkIn);
    expect(
      (await new Promise<Error & { data?: { code: number } }>((resolve) => wrongPurpose.on('connect_error', resolve))).data?.code,
    ).toBe(57001);
  });

  it('opens a party’s own status page by its signed link: its place and wait, told live when the queue moves', async () => {
    const first = await post('queue/join', { pax: 6, last_name: 'Ahead' }, host);
    const mine = await post('queue/join', { pax: 5, last_name: 'Mine' }, host);
    const link = mine.result.status_link as string;
    expect(link).toMatch(/^\/queueParty\?token=[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}$/);
    const token = link.split('=')[1];
    const page = (partyToken: string) =>
      testApp
        .http()
        .get('/api/queue/party')
        .query({ token: partyToken })
        .then((res) => res.body as { status: { code: number }; result: Record<string, unknown> });

    expect((await page(token)).result).toMatchObject({ label: mine.result.label, pax: 5, status: 'Queue', groups_ahead: 1 });
    expect((await page(token)).result.wait_minutes).toEqual(expect.any(Number));
    // Nothing about the other parties: no names.
    expect(JSON.stringify((await page(token)).result)).not.toContain('Ahead');

    const socket = io(url, { path: '/socket.io', auth: { partyToken: token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const changes: number[] = [];
    socket.on('queue-changed', (message: { position: number }) => changes.push(message.position));
    await new Promise((resolve) => socket.on('live-ready', resolve));
    await post('queue/update_status', { reservation_id: first.result.reservation_id, action: 'remove' }, host);
    await eventually(() => changes.length >= 1);
    expect((await page(token)).result).toMatchObject({ groups_ahead: 0 });
    await post('queue/update_status', { reservation_id: mine.result.reservation_id, action: 'offer' }, host);
    await eventually(() => changes.length >= 2);
    expect((await page(token)).result).toMatchObject({ status: 'Offered', groups_ahead: 0, wait_minutes: null });

    // Another party's id under this signature, or an altered signature, opens nothing.
    const forged = `${first.result.reservation_id as string}.${token.split('.')[1]}`;
    expect((await page(forged)).status.code).toBe(57001);
    expect((await page(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).status.code).toBe(57001);
    const refused = io(url, { path: '/socket.io', auth: { partyToken: forged }, transports: ['websocket'], reconnection: false });
    sockets.push(refused);
    expect((await new Promise<Error & { data?: { code: number } }>((resolve) => refused.on('connect_error', resolve))).data?.code).toBe(
      57001,
    );
  });
});
