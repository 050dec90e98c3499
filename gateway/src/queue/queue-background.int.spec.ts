import { ERROR_CODES } from '@covers/shared';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

type Answer = {
  http: number;
  status: { code: number; msg: string };
  // The tests read whichever result fields an endpoint answers with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  result: any;
};

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .toFormat(format)
    .toBuffer();

describe('the queue screen’s background', () => {
  let testApp: TestApp;
  let admin = '';
  let host = '';

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.seedAccess();
    admin = await testApp.signIn('admin');
    host = await testApp.signIn('host');
  }, 120_000);
  afterAll(() => testApp.close());

  /** Sends a file as the console does: multipart, the rid in the query. */
  const upload = (file: Buffer, filename: string, as = admin, contentType = 'image/png'): Promise<Answer> =>
    testApp
      .http()
      .post('/api/setting/queues/background?rid=11')
      .set('Authorization', `Bearer ${as}`)
      .attach('background', file, { filename, contentType })
      .then((res) => ({ http: res.status, ...(res.body as Omit<Answer, 'http'>) }));
  const stored = async () => Number((await testApp.db.dataSource.query(`SELECT count(*)::int AS n FROM queue_backgrounds`))[0].n);

  it('takes a JPG or PNG of exactly 2048 × 2732 px and gives it back', async () => {
    const png = await image(2048, 2732, 'png');
    const saved = await upload(png, 'screen.png');
    expect(saved.status.code).toBe(0);
    expect(saved.result.background_version).toMatch(/^[0-9a-f]{16}$/);
    const jpeg = await image(2048, 2732, 'jpeg');
    // The declared type is not trusted: a JPEG named .png is a JPEG.
    const replaced = await upload(jpeg, 'screen.png', admin, 'image/png');
    expect(replaced.result.background_version).not.toBe(saved.result.background_version);

    const read = await testApp
      .http()
      .get('/api/setting/queues/background')
      .query({ rid: 11 })
      .set('Authorization', `Bearer ${host}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(read.body as Buffer, jpeg)).toBe(0);

    // The status screen reads it by its screen link, with the version it shows.
    const issued = await testApp
      .http()
      .post('/api/setting/queues/issue_link')
      .set('Authorization', `Bearer ${admin}`)
      .send({ rid: 11, purpose: 'screen' });
    const token = (issued.body.result.links.screen as string).split('=')[1];
    const onScreen = await testApp
      .http()
      .get('/api/queue/screen_background')
      .query({ token, v: replaced.result.background_version })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(onScreen.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(onScreen.body as Buffer, jpeg)).toBe(0);
  });

  it('says what is wrong with any other file, and stores nothing', async () => {
    const before = await stored();
    const events = Number(
      (await testApp.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE type = 'QueueBackgroundSet'`))[0].n,
    );
    const refusals: [Buffer, string][] = [
      [await image(2732, 2048, 'png'), 'The background must be exactly 2048 × 2732 px (width × height).'],
      [await image(1024, 1366, 'jpeg'), 'The background must be exactly 2048 × 2732 px (width × height).'],
      [await image(2048, 2732, 'webp'), 'The background must be a JPG or PNG image.'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'The background must be a JPG or PNG image.'],
      [Buffer.alloc(3 * 1024 * 1024 + 1, 1), 'The background must be at most 3 MB.'],
    ];
    for (const [file, message] of refusals) expect((await upload(file, 'x.png')).status.msg).toBe(message);
    expect((await upload(await image(2048, 2732, 'png'), 'x.png', host)).status.code).toBe(ERROR_CODES.FORBIDDEN.code);
    expect(await stored()).toBe(before);
    const after = Number(
      (await testApp.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE type = 'QueueBackgroundSet'`))[0].n,
    );
    expect(after).toBe(events);
  });
});
