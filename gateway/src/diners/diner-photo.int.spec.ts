import { randomBytes } from 'node:crypto';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DINER_PHOTO_MAX_BYTES, ERROR_CODES } from '@covers/shared';
import { rebuildProjections } from '@covers/services/eventstore';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

type Answer = { http: number; status: { code: number; msg: string }; result: { [key: string]: unknown } };

describe('diner photo', () => {
  let testApp: TestApp;
  const tokens: Record<'admin' | 'host' | 'other', string> = { admin: '', host: '', other: '' };
  let dinerId = '';

  const post = (path: string, body: Record<string, unknown> = {}, as = tokens.admin, rid = 11): Promise<Answer> =>
    testApp
      .http()
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${as}`)
      .send({ rid, ...body })
      .then((res) => ({ http: res.status, ...(res.body as Omit<Answer, 'http'>) }));

  /** Sends a file as the console does: multipart, the rid in the query. */
  const upload = (
    file: Buffer,
    filename: string,
    options: { diner?: string; as?: string; rid?: number; contentType?: string; fields?: Record<string, string> } = {},
  ): Promise<Answer> => {
    let call = testApp
      .http()
      .post(`/api/diner/photo?rid=${options.rid ?? 11}`)
      .set('Authorization', `Bearer ${options.as ?? tokens.admin}`)
      .field('diner_id', options.diner ?? dinerId);
    for (const [name, value] of Object.entries(options.fields ?? {})) call = call.field(name, value);
    return call
      .attach('photo', file, { filename, contentType: options.contentType ?? 'image/jpeg' })
      .then((res) => ({ http: res.status, ...(res.body as Omit<Answer, 'http'>) }));
  };

  const readPhoto = (query: Record<string, string>, as = tokens.admin) =>
    testApp
      .http()
      .get('/api/diner/photo')
      .query({ rid: 11, diner_id: dinerId, ...query })
      .set('Authorization', `Bearer ${as}`)
      .buffer(true)
      // The image as bytes, a refusal as its envelope.
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          done(null, String(res.headers['content-type']).includes('json') ? JSON.parse(bytes.toString()) : bytes);
        });
      });

  /** A multipart upload sent in chunks, with no Content-Length: the size can only be counted as it arrives. */
  const uploadChunked = async (chunks: Buffer[]): Promise<Answer> => {
    const server = testApp.app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const boundary = 'covers-photo-boundary';
    const part = (headers: string) => Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: (server.address() as AddressInfo).port,
          path: '/api/diner/photo?rid=11',
          method: 'POST',
          headers: {
            Authorization: `Bearer ${tokens.admin}`,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Transfer-Encoding': 'chunked',
          },
        },
        (res) => {
          const body: Buffer[] = [];
          res.on('data', (chunk: Buffer) => body.push(chunk));
          res.on('end', () => resolve({ http: res.statusCode ?? 0, ...JSON.parse(Buffer.concat(body).toString()) }));
        },
      );
      req.on('error', reject);
      req.write(part('Content-Disposition: form-data; name="diner_id"'));
      req.write(`${dinerId}\r\n`);
      req.write(part('Content-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg'));
      for (const chunk of chunks) req.write(chunk);
      req.end(`\r\n--${boundary}--\r\n`);
    });
  };

  /** Everything an upload may write: events and stored photos. */
  const written = async () => {
    const [row] = await testApp.db.dataSource.query(
      `SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM diner_photos) AS photos,
              (SELECT string_agg(version, ',') FROM diner_photos) AS versions`,
    );
    return row as { events: number; photos: number; versions: string | null };
  };

  /** A camera photo: 1600×1200 pixels stored sideways, with EXIF saying to turn it upright and a description. */
  const cameraJpeg = () =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'Table 4, by the window' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();

  beforeAll(async () => {
    testApp = await startTestApp({ poolSize: 10 });
    await testApp.seedAccess();
    tokens.admin = await testApp.signIn('admin');
    tokens.host = await testApp.signIn('host');
    tokens.other = await testApp.signIn('admin', 'other');
    dinerId = ((await post('diner/add', { last_name: 'Photo', first_name: 'Ana' })).result.diner as { diner_id: string }).diner_id;
  }, 120_000);
  afterAll(() => testApp.close());

  it('stores a JPEG upright, without its metadata, fitted in 512×512 as WebP, and serves it by version', async () => {
    const answer = await upload(await cameraJpeg(), 'IMG_0001.JPG');
    expect(answer.status.code).toBe(0);
    const version = answer.result.photo_version as string;
    expect(version).toMatch(/^[0-9a-f]{16}$/);

    const profile = await post('diner/get', { diner_id: dinerId });
    expect(profile.result.diner).toMatchObject({ photo_version: version });
    const [event] = await testApp.db.dataSource.query(
      `SELECT rid, type, data FROM events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1`,
      [`diner-${dinerId}`],
    );
    expect(event).toMatchObject({
      rid: 11,
      type: 'DinerPhotoChanged',
      data: { diner_id: dinerId, photo: { version, width: 384, height: 512 } },
    });

    const served = await readPhoto({ v: version });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const image = await sharp(served.body as Buffer).metadata();
    expect(image).toMatchObject({ format: 'webp', width: 384, height: 512 });
    expect(image.exif).toBeUndefined();
    expect(image.orientation).toBeUndefined();

    // Without the version (or an old one) the browser asks again; an unchanged photo answers 304.
    const unversioned = await readPhoto({});
    expect(unversioned.headers['cache-control']).toBe('private, no-cache');
    const again = await readPhoto({}).set('If-None-Match', unversioned.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('takes a PNG by its content whatever its name, replacing the photo; the same photo again records nothing', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#2e86de' } })
      .png()
      .toBuffer();
    const answer = await upload(png, 'portrait.jpg');
    expect(answer.status.code).toBe(0);
    const stored = await written();
    expect(stored).toMatchObject({ photos: 1, versions: answer.result.photo_version });
    const image = await sharp((await readPhoto({})).body as Buffer).metadata();
    expect(image).toMatchObject({ format: 'webp', width: 300, height: 200 });

    expect((await upload(png, 'portrait.png', { contentType: 'image/png' })).status.code).toBe(0);
    expect(await written()).toEqual(stored);
  });

  it('refuses a file over 3 MB, a text file named .jpg, a cut-short image and a GIF, writing nothing', async () => {
    const before = await written();
    const big = await upload(randomBytes(DINER_PHOTO_MAX_BYTES + 1), 'huge.jpg');
    expect(big).toMatchObject({ http: 200, status: { code: 51008, msg: 'The photo is too large: at most 3 MB and 40 megapixels.' } });

    const chunked = await uploadChunked(Array.from({ length: 4 }, () => randomBytes(1024 * 1024)));
    expect(chunked.status.code).toBe(51008);

    const text = await upload(Buffer.from('Not a photo at all, just words.\n'), 'menu.jpg');
    expect(text.status).toEqual({ code: 51009, msg: 'This file is not a JPEG, PNG or WebP image.' });

    const cut = (await cameraJpeg()).subarray(0, 3000);
    expect((await upload(cut, 'cut.jpg')).status.code).toBe(51009);

    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, 'anim.gif', { contentType: 'image/gif' })).status.code).toBe(51009);

    // A small file that claims a huge picture is refused before it is decoded.
    const bomb = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(DINER_PHOTO_MAX_BYTES);
    expect((await upload(bomb, 'blank.png')).status.code).toBe(51008);
    expect(await written()).toEqual(before);
  });

  it('refuses an unknown diner, another group’s diner, a missing file and two different outlets', async () => {
    const before = await written();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'a.png', { diner: '00000000-0000-4000-8000-000000000000' })).status.code).toBe(51001);
    expect((await upload(png, 'a.png', { as: tokens.other, rid: 21 })).status.code).toBe(51001);
    expect((await readPhoto({ rid: '21' }, tokens.other)).body).toMatchObject({ status: { code: 51001 } });
    expect((await post('diner/remove_photo', { diner_id: dinerId }, tokens.other, 21)).status.code).toBe(51001);

    const none = await post('diner/photo', { diner_id: dinerId });
    expect(none.status.code).toBe(40001);
    expect(none.result.fields).toMatchObject({ photo: expect.any(String) });
    expect((await upload(png, 'a.png', { fields: { rid: '12' } })).status.code).toBe(ERROR_CODES.OUTLET_FORBIDDEN.code);
    expect(await written()).toEqual(before);
  });

  it('keeps the photo and its version through a rebuild of the read models', async () => {
    const before = await written();
    const version = (await post('diner/get', { diner_id: dinerId })).result.diner as { photo_version: string };
    await rebuildProjections(testApp.store);
    expect((await post('diner/get', { diner_id: dinerId })).result.diner).toMatchObject({ photo_version: version.photo_version });
    expect(await written()).toEqual(before);
  });

  it('lets View Only see the photo and refuses it upload and removal', async () => {
    const before = await written();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'a.png', { as: tokens.host })).status.code).toBe(ERROR_CODES.FORBIDDEN.code);
    expect((await post('diner/remove_photo', { diner_id: dinerId }, tokens.host)).status.code).toBe(ERROR_CODES.FORBIDDEN.code);
    const seen = await readPhoto({}, tokens.host);
    expect(seen.status).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect(await written()).toEqual(before);
  });

  it('removes the photo: the profile shows none and the image is gone', async () => {
    const removed = await post('diner/remove_photo', { diner_id: dinerId });
    expect(removed.result).toEqual({ diner_id: dinerId, photo_version: null });
    expect((await post('diner/get', { diner_id: dinerId })).result.diner).toMatchObject({ photo_version: null });
    expect(await written()).toMatchObject({ photos: 0 });
    expect((await readPhoto({})).body).toMatchObject({ status: { code: 51010, msg: 'This diner has no photo.' } });
  });
});
