import { EventStore } from '@covers/services/eventstore';
import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import { io, type Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { postAs } from '../testing/post-as';

jest.setTimeout(60_000);

type ScreenView = { categories: { category: string; called: string[]; waiting: number }[] };

/** A status screen on one gateway process, the host at the stand working the queue through another, on one database. */
describe('a queue status screen on one gateway, the host on another', () => {
  let db: TestDatabase;
  const gateways: TestApp[] = [];
  let host = '';
  let socket: Socket | undefined;

  beforeAll(async () => {
    db = await openTestDatabase();
    // No Redis: the call reaches the screen's process only through the database, as between separate deployments' processes.
    for (let i = 0; i < 2; i++) gateways.push(await startTestApp({ db, port: 0, env: { REDIS_URL: '' } }));
    await gateways[0].seedAccess();
    host = await gateways[1].signIn('host');
  }, 120_000);
  afterAll(async () => {
    socket?.disconnect();
    for (const gateway of gateways) await gateway.close();
    await db.close();
  });

  const post = (gateway: TestApp, path: string, body: Record<string, unknown>, as: string) => postAs(gateway, as, path, body);
  const views: ScreenView[] = [];
  const waiters = new Set<() => void>();
  /** The first view the screen was sent (since `views` was last emptied) that meets `condition`. */
  const shown = (condition: (view: ScreenView) => boolean) =>
    new Promise<ScreenView>((resolve) => {
      const check = () => {
        const view = views.find(condition);
        if (!view) return;
        waiters.delete(check);
        resolve(view);
      };
      waiters.add(check);
      check();
    });
  const categoryB = (view: ScreenView) => view.categories.find((category) => category.category === 'B');

  it('shows the screen the number the host calls through the other gateway, as the screen’s own gateway reads it', async () => {
    const admin = await gateways[0].signIn('admin');
    const issued = await post(gateways[0], 'setting/queues/issue_link', { purpose: 'screen' }, admin);
    const token = (issued.result.links as { screen: string }).screen.split('=')[1];

    socket = io(await gateways[0].app.getUrl(), {
      path: '/socket.io',
      auth: { screenToken: token },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.on('queue-view', (view: ScreenView) => {
      views.push(view);
      for (const check of [...waiters]) check();
    });
    await shown(() => true);

    const joined = await post(gateways[1], 'queue/join', { pax: 3, last_name: 'Elsewhere' }, host);
    expect(joined.status.code).toBe(0);
    const label = joined.result.label as string;
    await shown((view) => categoryB(view)?.waiting === 1);

    const called = await post(gateways[1], 'queue/update_status', { reservation_id: joined.result.reservation_id, action: 'offer' }, host);
    expect(called.status.code).toBe(0);
    const view = await shown((sent) => categoryB(sent)?.called.includes(label) === true);
    expect(categoryB(view)).toMatchObject({ called: [label], waiting: 0 });
    const read = await gateways[0].http().get('/api/queue/screen').query({ token });
    expect(view).toEqual(read.body.result);
  });

  it('shows a call carried by the other gateway’s signal while the screen’s gateway has not read the log yet', async () => {
    const store = gateways[0].app.get(EventStore);
    const readAllBatch = store.readAllBatch.bind(store);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = jest.spyOn(store, 'readAllBatch').mockImplementation(async (...args) => {
      await held;
      return readAllBatch(...args);
    });
    views.length = 0;
    try {
      const joined = await post(gateways[1], 'queue/join', { pax: 3, last_name: 'Heard' }, host);
      const label = joined.result.label as string;
      await shown((view) => categoryB(view)?.waiting === 1);
      await post(gateways[1], 'queue/update_status', { reservation_id: joined.result.reservation_id, action: 'offer' }, host);
      await shown((view) => categoryB(view)?.called.includes(label) === true);
      expect(hold).toHaveBeenCalled();
    } finally {
      release();
      hold.mockRestore();
    }
  });
});
