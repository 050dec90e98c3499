import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

describe('GET /api/public/current_time', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  }, 120_000);
  afterAll(() => testApp.close());

  it("answers the server's clock to anyone, in epoch milliseconds and ISO 8601", async () => {
    const before = Date.now();
    const res = await testApp.http().get('/api/public/current_time').query({ lang: 'en_US', platform: 'cloud' });
    const after = Date.now();
    expect(res.status).toBe(200);
    expect(res.body.status.code).toBe(0);
    const { now, iso } = res.body.result as { now: number; iso: string };
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(after);
    expect(new Date(iso).getTime()).toBe(now);
  });

  it('refuses unknown fields', async () => {
    const res = await testApp.http().get('/api/public/current_time').query({ surprise: '1' });
    expect(res.body.status.code).toBe(40001);
  });
});
