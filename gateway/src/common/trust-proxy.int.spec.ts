import request from 'supertest';
import { startTestApp, type TestApp } from '../testing/test-app';

/** Whose address the rate limit counts: the connection's, unless TRUST_PROXY names a proxy in front. */
describe('trust proxy', () => {
  const limited = { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000', REDIS_URL: '' };
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  const statuses = async (testApp: TestApp, count: number) => {
    const codes: number[] = [];
    for (let i = 0; i < count; i++)
      codes.push(
        (
          await request(testApp.app.getHttpServer())
            .get('/healthz')
            .set('x-forwarded-for', `203.0.113.${i + 1}`)
        ).status,
      );
    return codes;
  };

  it('by default ignores X-Forwarded-For: a new one on each request does not escape the limit', async () => {
    const testApp = await startTestApp({ env: limited });
    apps.push(testApp);
    expect(await statuses(testApp, 5)).toEqual([200, 200, 200, 429, 429]);
  });

  it('with TRUST_PROXY set, counts each forwarded client on its own', async () => {
    const testApp = await startTestApp({ db: apps[0].db, env: { ...limited, TRUST_PROXY: 'loopback' } });
    apps.push(testApp);
    expect(await statuses(testApp, 5)).toEqual([200, 200, 200, 200, 200]);
  });
});
