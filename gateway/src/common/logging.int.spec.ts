import { Logger } from '@nestjs/common';
import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import { PassThrough } from 'node:stream';
import request from 'supertest';
import { createApp } from '../app.factory';
import { testConfig } from '../testing/test-app';

/** The gateway's logs as `npm start` writes them: pretty in a terminal, JSON otherwise, and no warnings of its own. */
describe('gateway logs', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  async function logsOf(env: Record<string, string>, path: string): Promise<{ text: string; warnings: string[] }> {
    const warnings: string[] = [];
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const app = await createApp(testConfig(db, { LOG_LEVEL: 'info', ...env }), out);
    try {
      await app.init();
      await request(app.getHttpServer()).get(path);
    } finally {
      await app.close();
      warn.mockRestore();
    }
    return { text, warnings };
  }

  it('with LOG_FORMAT=json (the default when stdout is not a terminal) writes one JSON object a line', async () => {
    const { text } = await logsOf({ LOG_FORMAT: 'json' }, '/api/reservation/list?rid=1');
    const lines = text.trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    expect(entries.some((entry) => entry.req?.url === '/api/reservation/list?rid=1')).toBe(true);
  });

  it('with LOG_FORMAT=pretty writes lines a person reads: the request as "GET <url> <status> <ms>ms"', async () => {
    const { text } = await logsOf({ LOG_FORMAT: 'pretty' }, '/api/reservation/list?rid=1');
    expect(text).toMatch(/INFO.*GET \/api\/reservation\/list\?rid=1 401 \d+ms request completed/);
    for (const line of text.trim().split('\n')) expect(line.startsWith('{')).toBe(false);
  });

  it('starts without Nest warnings about the legacy route syntax', async () => {
    const { warnings } = await logsOf({ LOG_FORMAT: 'json' }, '/healthz');
    expect(warnings.filter((message) => message.includes('Unsupported route path'))).toEqual([]);
  });
});
