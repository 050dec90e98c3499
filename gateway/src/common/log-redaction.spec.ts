import express from 'express';
import { Writable } from 'node:stream';
import pinoHttp from 'pino-http';
import request from 'supertest';
import { redactRequestSecrets, redactUrl } from './log-redaction';

describe('secrets in logged URLs', () => {
  it('replaces the value of each secret query parameter and keeps the rest', () => {
    expect(redactUrl('/api/login/refresh_token?refresh_token=abc.def&lang=th_TH')).toBe(
      '/api/login/refresh_token?refresh_token=[Redacted]&lang=th_TH',
    );
    expect(redactUrl('/api/login/reset_password_link_check?rid=1&token=s3cr%2Bt')).toBe(
      '/api/login/reset_password_link_check?rid=1&token=[Redacted]',
    );
    expect(redactUrl('/signIn_reset?%74oken=x')).toBe('/signIn_reset?%74oken=[Redacted]');
    expect(redactUrl('/api/booking/list?rid=1')).toBe('/api/booking/list?rid=1');
  });

  it('leaves no token in the access log line pino-http writes', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = express();
    app.use(pinoHttp({ serializers: { req: redactRequestSecrets } }, sink));
    app.get('/api/login/refresh_token', (_req, res) => res.json({}));
    await request(app).get('/api/login/refresh_token').query({ refresh_token: 'the-refresh-secret', rid: '1' });
    const logged = lines.join('');
    expect(logged).toContain('/api/login/refresh_token?refresh_token=[Redacted]&rid=1');
    expect(logged).not.toContain('the-refresh-secret');
  });
});
