import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../testing/test-app';

const SCRIPT = `console.log(${JSON.stringify('covers '.repeat(400))});`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-a1b2c3.js"></script></head><body>${' '.repeat(2000)}</body></html>`;

/** A built console as the client build leaves it: each text file beside its .br and .gz. */
function builtConsole(): string {
  const dist = mkdtempSync(join(tmpdir(), 'covers-dist-'));
  mkdirSync(join(dist, 'assets'));
  const files: Record<string, string> = { 'index.html': INDEX, 'assets/index-a1b2c3.js': SCRIPT };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dist, 'assets/logo-d4e5f6.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes on the wire, not decoded (supertest and fetch would undo the Content-Encoding). */
  body: Buffer;
}

function rawGet(port: number, path: string, acceptEncoding: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpGet({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

/** The built console as the gateway serves it: precompressed by Accept-Encoding, cached by whether its name is hashed. */
describe('client assets', () => {
  let dist: string;
  let testApp: TestApp;

  beforeAll(async () => {
    dist = builtConsole();
    testApp = await startTestApp({ env: { CLIENT_DIST: dist }, port: 0 });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding: string) =>
    rawGet((testApp.app.getHttpServer().address() as AddressInfo).port, path, acceptEncoding);

  it('sends brotli to a browser that accepts it, with Vary: Accept-Encoding, cached for a year as immutable', async () => {
    const res = await get('/assets/index-a1b2c3.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip when brotli is not accepted, and the file as it is when neither is', async () => {
    const gzipped = await get('/assets/index-a1b2c3.js', 'gzip, br;q=0');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-a1b2c3.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers a console route with index.html, compressed and revalidated on every load', async () => {
    for (const path of ['/', '/signIn', '/gantt', '/index.html']) {
      const res = await get(path, 'br');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString()).toBe(INDEX);
    }
  });

  it('serves a file the build left uncompressed as it is, and no console page for a missing asset or an API path', async () => {
    const svg = await get('/assets/logo-d4e5f6.svg', 'br, gzip');
    expect(svg.headers['content-encoding']).toBeUndefined();
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await get('/assets/missing-000000.js', 'br')).status).toBe(404);
    const api = await get('/api/no_such_route', 'br');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).not.toMatch(/text\/html/);
  });
});
