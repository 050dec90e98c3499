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

  it('replaces them in the parsed query pino-http logs, without touching the request', () => {
    const query = { refresh_token: 'abc', rid: '1' };
    const logged = redactRequestSecrets({ url: '/api/login/refresh_token?refresh_token=abc&rid=1', query });
    expect(logged).toEqual({
      url: '/api/login/refresh_token?refresh_token=[Redacted]&rid=1',
      query: { refresh_token: '[Redacted]', rid: '1' },
    });
    expect(query.refresh_token).toBe('abc');
  });
});
