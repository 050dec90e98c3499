import { createApiClient, type ApiClientDeps } from './api-client';
import { ApiError, TIMEOUT_CODE } from './api-error';
import { createLoadingTracker } from './loading-tracker';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function envelope(code: number, result: unknown = {}, msg = code === 0 ? 'Success' : 'failed') {
  return { status: 200, statusText: 'OK', json: async () => ({ status: { code, msg }, result }) } as Response;
}

function setup(answers: Array<(sent: Sent) => Response | Promise<Response>>, over: Partial<ApiClientDeps> = {}) {
  const sent: Sent[] = [];
  const shown: string[] = [];
  let token = 'access-1';
  const deps: ApiClientDeps = {
    origin: () => '',
    commonFields: () => ({ username: 'admin', rid: 1, lang: 'en_US', group_uid: 'demo', country_code: 'SG', Ruid: undefined }),
    platform: () => 'cloud',
    accessToken: () => token,
    refreshedToken: async () => (token = 'access-2'),
    staticKey: () => 'static-key',
    reactions: { error: (message) => shown.push(`error:${message}`), timeout: () => shown.push('timeout') },
    loading: createLoadingTracker(200),
    fetch: (async (url: string, init: RequestInit) => {
      const call: Sent = {
        url,
        method: init.method!,
        headers: init.headers as Record<string, string>,
        body: init.body as string | undefined,
      };
      sent.push(call);
      const answer = answers.shift();
      if (!answer) throw new Error('unexpected call');
      return answer(call);
    }) as typeof fetch,
    ...over,
  };
  return { client: createApiClient(deps), sent, shown, deps };
}

describe('api client', () => {
  it('sends GET by default with the common fields and platform in the query, nulls dropped, bearer token', async () => {
    const { client, sent } = setup([() => envelope(0, { rows: [1] })]);
    await expect(client.call('/api/reservation/list', { data: { date: '2026-01-01', note: null } })).resolves.toEqual({ rows: [1] });
    const url = new URL(sent[0]!.url, 'http://x');
    expect(sent[0]!.method).toBe('GET');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      username: 'admin',
      rid: '1',
      lang: 'en_US',
      group_uid: 'demo',
      country_code: 'SG',
      platform: 'cloud',
      date: '2026-01-01',
    });
    expect(sent[0]!.headers.Authorization).toBe('Bearer access-1');
  });

  it('form-encodes bodies of other methods, nested values in bracket notation', async () => {
    const { client, sent } = setup([() => envelope(0)]);
    await client.call('/api/uac/save', { method: 'POST', data: { outlets: [{ rid: 2, access_type_id: null }] }, platform: '' });
    expect(sent[0]!.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    const body = new URLSearchParams(sent[0]!.body);
    expect(body.get('outlets[0][rid]')).toBe('2');
    expect(body.has('outlets[0][access_type_id]')).toBe(false);
    expect(body.get('platform')).toBe('');
  });

  it('uses the static key header instead of the bearer token for the key call kind', async () => {
    const { client, sent } = setup([() => envelope(0)]);
    await client.call('/api/public/current_time', { auth: 'key' });
    expect(sent[0]!.headers.key).toBe('static-key');
    expect(sent[0]!.headers.Authorization).toBeUndefined();
  });

  it('sends identical calls made within one second once', async () => {
    let time = 1_000;
    const { client, sent } = setup([() => envelope(0, 'a'), () => envelope(0, 'b')], { now: () => time });
    const first = client.call('/api/reservation/count');
    time += 999;
    await expect(client.call('/api/reservation/count')).resolves.toBe('a');
    await first;
    expect(sent).toHaveLength(1);
    time += 1;
    await expect(client.call('/api/reservation/count')).resolves.toBe('b');
    expect(sent).toHaveLength(2);
  });

  it('sends a read again within the second once a write succeeded, its own or one made outside it (an upload)', async () => {
    const { client, sent } = setup(
      [() => envelope(0, 'before'), () => envelope(0), () => envelope(0, 'after'), () => envelope(0, 'upload')],
      {
        now: () => 1_000,
      },
    );
    await expect(client.call('/api/queue/settings')).resolves.toBe('before');
    await client.call('/api/setting/queues', { method: 'POST' });
    await expect(client.call('/api/queue/settings')).resolves.toBe('after');
    client.forgetReads();
    await expect(client.call('/api/queue/settings')).resolves.toBe('upload');
    expect(sent).toHaveLength(4);
  });

  it('sends a request id with every call and remembers the ids of its writes for a minute', async () => {
    let time = 0;
    let ids = 0;
    const { client, sent } = setup([() => envelope(0), () => envelope(0)], { now: () => time, requestId: () => `id-${(ids += 1)}` });
    await client.call('/api/reservation/list');
    await client.call('/api/booking/add_transaction', { method: 'POST' });
    expect(sent.map((call) => call.headers['X-Request-Id'])).toEqual(['id-1', 'id-2']);
    expect([client.isOwnWrite('id-1'), client.isOwnWrite('id-2'), client.isOwnWrite(undefined)]).toEqual([false, true, false]);
    time += 60_000;
    expect(client.isOwnWrite('id-2')).toBe(false);
  });

  it('on 43165 waits for the refreshed token and replays the call with it', async () => {
    const { client, sent, shown } = setup([() => envelope(43165), () => envelope(0, 'ok')]);
    await expect(client.call('/api/reservation/list')).resolves.toBe('ok');
    expect(sent.map((call) => call.headers.Authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(shown).toEqual([]);
  });

  it('reacts to a refusal with the server message unless the call hides errors or the code is silent', async () => {
    const { client, shown } = setup([
      () => envelope(43110, {}, 'The user ID or password is incorrect.'),
      () => envelope(43110, {}, 'hidden'),
      () => envelope(43160, {}, 'Please do not request frequently!'),
    ]);
    await expect(client.call('/api/login/do_login', { method: 'POST' })).rejects.toMatchObject({ code: 43110 });
    await expect(client.call('/api/login/do_login', { method: 'POST', hideError: true, data: { a: 1 } })).rejects.toBeInstanceOf(ApiError);
    await expect(client.call('/api/login/do_login', { method: 'POST', data: { a: 2 } })).rejects.toMatchObject({ code: 43160 });
    expect(shown).toEqual(['error:The user ID or password is incorrect.']);
  });

  it('times out after the configured time with the network time-out alert', async () => {
    jest.useFakeTimers();
    try {
      const { client, shown } = setup([], {
        timeoutMs: 180_000,
        fetch: ((_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted'))))) as typeof fetch,
      });
      const call = client.call('/api/reservation/list');
      jest.advanceTimersByTime(180_000);
      await expect(call).rejects.toMatchObject({ code: TIMEOUT_CODE });
      expect(shown).toEqual(['timeout']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the loading indicator only after a call has run 200 ms', async () => {
    jest.useFakeTimers();
    try {
      let answer!: (response: Response) => void;
      const { client, deps } = setup([() => new Promise((resolve) => (answer = resolve))]);
      const call = client.call('/api/reservation/list');
      jest.advanceTimersByTime(199);
      expect(deps.loading.visible()).toBe(false);
      jest.advanceTimersByTime(1);
      expect(deps.loading.visible()).toBe(true);
      await Promise.resolve();
      answer(envelope(0));
      await call;
      expect(deps.loading.visible()).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
