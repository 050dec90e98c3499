import { PinoLogger } from 'nestjs-pino';
import pino from 'pino';
import { Writable } from 'node:stream';
import { startTestApp, type TestApp } from '../testing/test-app';

/** The gateway's own access log, captured: a refresh or reset-link token in the URL never reaches it. */
describe('access log', () => {
  let testApp: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    testApp = await startTestApp({ env: { LOG_LEVEL: 'info' } });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // Request loggers are children of the root logger and write to its stream.
    (PinoLogger.root as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = sink;
  });
  afterAll(() => testApp.close());

  it('writes the URL and query of a refresh and a reset-link check with the tokens redacted', async () => {
    await testApp.http().get('/api/login/refresh_token').query({ refresh_token: 'the-refresh-secret', lang: 'en_US' });
    await testApp.http().get('/api/login/reset_password_link_check').query({ token: 'the-reset-secret' });
    const logged = lines.join('');
    expect(logged).toContain('/api/login/refresh_token?refresh_token=[Redacted]&lang=en_US');
    expect(logged).toContain('/api/login/reset_password_link_check?token=[Redacted]');
    expect(logged).not.toContain('the-refresh-secret');
    expect(logged).not.toContain('the-reset-secret');
  });
});
