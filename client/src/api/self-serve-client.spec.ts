import { selfServe, selfServeHost, SELF_SERVE_HOSTS } from './self-serve-client';

const answering = (status: number) => (async () => ({ status }) as Response) as typeof fetch;

describe('self-serve client', () => {
  it('resolves on 200, 201 and 204 and rejects anything else with the whole response', async () => {
    for (const status of [200, 201, 204])
      await expect(selfServe({ method: 'GET', path: '/x' }, 'h', answering(status))).resolves.toEqual({ status });
    for (const status of [202, 302, 400, 500])
      await expect(selfServe({ method: 'GET', path: '/x' }, 'h', answering(status))).rejects.toEqual({ status });
  });

  it('gives up after 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const hanging = ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted'))))) as typeof fetch;
      const call = selfServe({ method: 'POST', path: '/x', body: {} }, 'h', hanging);
      jest.advanceTimersByTime(5_000);
      await expect(call).rejects.toThrow('aborted');
    } finally {
      jest.useRealTimers();
    }
  });

  it('picks the production host only on production console hosts', () => {
    expect(selfServeHost('console.covers.app')).toBe(SELF_SERVE_HOSTS.production);
    expect(selfServeHost('localhost')).toBe(SELF_SERVE_HOSTS.test);
  });
});
