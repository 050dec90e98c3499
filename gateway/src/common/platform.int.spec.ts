import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import request from 'supertest';
import { loadConfig } from '../config/config';
import { securityHeaders } from './security-headers';
import { startTestApp, type TestApp } from '../testing/test-app';

/** The cross-cutting HTTP concerns: security headers, CORS allow-list, rate limiting, request ids, OpenAPI. */
describe('gateway platform', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;

  beforeAll(async () => {
    testApp = await startTestApp({
      env: {
        REDIS_URL: '',
        CORS_ORIGINS: 'https://console.example',
        RATE_LIMIT_MAX: '4',
        RATE_LIMIT_WINDOW_MS: '60000',
        // Supertest connects from loopback: the tests stand behind a trusted proxy to be told apart by X-Forwarded-For.
        TRUST_PROXY: 'loopback',
      },
    });
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  it('sends helmet security headers with a same-origin content security policy', async () => {
    const res = await request(app.getHttpServer()).get('/healthz').set('x-forwarded-for', '10.0.0.1');
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('over plain HTTP on a LAN host sends neither HSTS nor upgrade-insecure-requests, so the console loads', async () => {
    const res = await request(app.getHttpServer()).get('/healthz').set('Host', '192.168.1.20:3000').set('x-forwarded-for', '10.0.0.5');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('behind TLS (X-Forwarded-Proto https from the proxy on loopback) sends HSTS and upgrade-insecure-requests', async () => {
    const res = await request(app.getHttpServer()).get('/healthz').set('x-forwarded-proto', 'https').set('x-forwarded-for', '10.0.0.6');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('with HTTPS_ONLY sends HSTS even over plain HTTP', async () => {
    const httpsOnly = express()
      .use(securityHeaders(loadConfig({ HTTPS_ONLY: 'true' }).httpsOnly))
      .get('/', (_req, res) => res.send('ok'));
    const res = await request(httpsOnly).get('/');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('lets any site frame the online booking page (its embed code), and no other page', async () => {
    const framed = express()
      .use(securityHeaders(false))
      .get('*splat', (_req, res) => res.send('ok'));
    const booking = await request(framed).get('/book/covers-demo-sg');
    expect(booking.headers['x-frame-options']).toBeUndefined();
    expect(booking.headers['content-security-policy']).toContain('frame-ancestors *');
    const console = await request(framed).get('/reports');
    expect(console.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(console.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('allows only the configured origins, with credentials', async () => {
    const allowed = await request(app.getHttpServer())
      .options('/api/login/do_login')
      .set('Origin', 'https://console.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('x-forwarded-for', '10.0.0.2');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://console.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const refused = await request(app.getHttpServer())
      .options('/api/login/do_login')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('x-forwarded-for', '10.0.0.2');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('echoes the caller’s request id or issues one', async () => {
    const given = await request(app.getHttpServer()).get('/healthz').set('x-request-id', 'req-42').set('x-forwarded-for', '10.0.0.3');
    expect(given.headers['x-request-id']).toBe('req-42');
    const issued = await request(app.getHttpServer()).get('/healthz').set('x-forwarded-for', '10.0.0.3');
    expect(issued.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a caller over the limit with 429 and 43160 "Please do not request frequently!"', async () => {
    const server = app.getHttpServer();
    for (let i = 0; i < 4; i++) expect((await request(server).get('/healthz').set('x-forwarded-for', '10.0.0.9')).status).toBe(200);
    const limited = await request(server).get('/healthz').set('x-forwarded-for', '10.0.0.9');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: { code: 43160, msg: 'Please do not request frequently!' }, result: { error: 'RATE_LIMITED' } });
    expect((await request(server).get('/healthz').set('x-forwarded-for', '10.0.0.10')).status).toBe(200);
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const json = await request(app.getHttpServer()).get('/api/docs/json').set('x-forwarded-for', '10.0.0.4');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(json.body.info.title).toBe('Covers API');
    const paths = Object.keys(json.body.paths);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toMatch(/^\/api\//);
    expect(paths).toEqual(expect.arrayContaining(['/api/session/add', '/api/booking/update_transaction_status', '/api/reservation/list']));
    const page = await request(app.getHttpServer()).get('/api/docs').set('x-forwarded-for', '10.0.0.4');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger');
  });
});
