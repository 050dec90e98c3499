import type { APIRequestContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A screenshot of the viewport under e2e/artifacts/: for drawers and dialogs, which a full-page screenshot's
 * temporary resize can disturb.
 */
export async function snapView(page: Page, name: string): Promise<void> {
  const dir = join(__dirname, '..', 'artifacts');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/**
 * A party seated at 23:45 on the service day: Overstayed once its turn has run out, which past midnight in a night
 * service it has.
 */
export const SEATED = /Seated|Overstayed/;

/** Calls the API as the user signed in on `page` (its stored access token and outlet), for test set-up. */
export async function apiOf(page: Page) {
  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('covers.tokens') ?? 'null') as { access_token: string });
  const rid = Number((await page.context().cookies()).find((cookie) => cookie.name === 'rid')?.value);
  const request: APIRequestContext = page.request;
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  async function call<T>(method: 'GET' | 'POST', path: string, data: Record<string, unknown> = {}): Promise<T> {
    const response =
      method === 'GET'
        ? await request.get(path, { headers, params: { rid, ...(data as Record<string, string>) } })
        : await request.post(path, { headers, data: { rid, ...data } });
    const body = (await response.json()) as { status: { code: number; msg: string }; result: T };
    if (body.status.code !== 0) throw new Error(`${path}: ${body.status.code} ${body.status.msg}`);
    return body.result;
  }
  /** The outlet's service day now, and its minute: past 1440 in the early hours while a night service still runs. */
  const serviceClock = () => call<{ date: string; minute: number }>('GET', '/api/reservation/service_day');
  return {
    rid,
    call,
    serviceClock,
    /** The outlet's service day now: the previous date in the early hours while a night service still runs. */
    serviceDay: async () => (await serviceClock()).date,
    book: (fields: Record<string, unknown>) =>
      call<{ reservation_id: string }>('POST', '/api/booking/add_transaction', { adults: 2, taken_by: 'Test', ...fields }),
  };
}
