import type { TestApp } from './test-app';

/** A POST to the API as the holder of `token`, at outlet 11 unless the body names another; resolves with the envelope. */
export const postAs = <Result = Record<string, unknown>>(app: TestApp, token: string, path: string, body: Record<string, unknown>) =>
  app
    .http()
    .post(`/api/${path}`)
    .set('Authorization', `Bearer ${token}`)
    .send({ rid: 11, ...body })
    .then((res) => res.body as { status: { code: number }; result: Result });
