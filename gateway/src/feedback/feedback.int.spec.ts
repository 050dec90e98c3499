import { ERROR_CODES, outletClock, UTF8_BOM } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

type Answer = {
  http: number;
  status: { code: number; msg: string };
  // The tests read whichever result fields an endpoint answers with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  result: any;
};

describe('feedback endpoints', () => {
  let testApp: TestApp;
  const tokens: Record<'admin' | 'host' | 'floater' | 'other', string> = { admin: '', host: '', floater: '', other: '' };
  const today = outletClock(new Date(), 'Asia/Singapore').date;

  const send = (path: string, body: Record<string, unknown>, as: string | null, rid = 11): Promise<Answer> => {
    const request = testApp.http().post(`/api/${path}`);
    if (as) request.set('Authorization', `Bearer ${as}`);
    return request.send({ rid, ...body }).then((res) => ({ http: res.status, ...(res.body as Omit<Answer, 'http'>) }));
  };
  const staff = (path: string, body: Record<string, unknown>, as = tokens.admin, rid = 11) => send(path, body, as, rid);
  const diner = (path: string, body: Record<string, unknown>) => send(path, body, null);
  const feedbackRows = async () => Number((await testApp.db.dataSource.query(`SELECT count(*)::int AS n FROM feedback`))[0].n);
  const feedbackEvents = async () =>
    Number((await testApp.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE type = 'FeedbackGiven'`))[0].n);

  /** A booking of today at outlet 11; departed unless `depart` is false. */
  async function visit(lastName: string, table: string, depart = true): Promise<string> {
    const booked = await staff('booking/add_transaction', {
      date: today,
      time: '12:00',
      last_name: lastName,
      first_name: 'Mei',
      adults: 2,
      taken_by: 'Alice',
      table_ids: [table],
    });
    expect(booked.status.code).toBe(0);
    const id = booked.result.reservation_id as string;
    if (depart)
      for (const action of ['seat', 'depart'])
        expect((await staff('booking/update_transaction_status', { reservation_id: id, date: today, action })).status.code).toBe(0);
    return id;
  }
  const tokenOf = async (reservationId: string) => {
    const link = await staff('feedback/link', { reservation_id: reservationId });
    expect(link.status.code).toBe(0);
    expect(link.result.path).toMatch(/^\/feedback\/[A-Za-z0-9_.-]+$/);
    return (link.result.path as string).slice('/feedback/'.length);
  };

  beforeAll(async () => {
    testApp = await startTestApp({ poolSize: 30 });
    await testApp.seedAccess();
    for (const username of ['admin', 'host', 'floater'] as const) tokens[username] = await testApp.signIn(username);
    tokens.other = await testApp.signIn('admin', 'other');
  }, 120_000);
  afterAll(() => testApp.close());

  it('takes a diner’s rating and comment once, after the visit, and shows it to staff', async () => {
    const id = await visit('Tan', 'f1');
    const token = await tokenOf(id);

    const form = await testApp.http().get('/api/feedback/form').query({ token });
    expect(form.body.result).toEqual({ outlet_name: expect.any(String), date: today, submitted: false });

    const added = await diner('feedback/add', { token, rating: 5, comment: '=1+1 lovely laksa' });
    expect(added.status.code).toBe(0);
    const again = await diner('feedback/add', { token, rating: 1, comment: 'Again' });
    expect(again.status).toEqual({
      code: ERROR_CODES.FEEDBACK_ALREADY_GIVEN.code,
      msg: 'Feedback for this visit has already been received.',
    });
    expect((await testApp.http().get('/api/feedback/form').query({ token })).body.result.submitted).toBe(true);

    const got = await staff('feedback/get', { reservation_id: id }, tokens.host);
    expect(got.result.feedback).toMatchObject({
      reservation_id: id,
      diner_name: 'Mei Tan',
      date: today,
      rating: 5,
      comment: '=1+1 lovely laksa',
    });

    const list = await staff('feedback/list', { from: today, to: today, page: 1, page_size: 10 });
    expect(list.result).toMatchObject({ total: 1, average: 5, page: 1, page_size: 10 });
    expect(list.result.feedback).toEqual([expect.objectContaining({ reservation_id: id, diner_name: 'Mei Tan', rating: 5 })]);
    expect((await staff('feedback/list', { from: '2034-01-01', to: '2034-01-31' })).result).toMatchObject({
      total: 0,
      average: null,
      feedback: [],
    });

    const csv = await testApp
      .http()
      .get('/api/public/comment_download')
      .set('Authorization', `Bearer ${tokens.admin}`)
      .query({ rid: 11, from: today, to: today })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      });
    expect(csv.headers['content-type']).toContain('text/csv');
    const text = csv.body as string;
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text).toContain('Booking ID,Diner Name,Date,Rating,Comment,Submitted At\r\n');
    expect(text).toContain(`${id},Mei Tan,${today},5,'=1+1 lovely laksa,`);
  });

  it('refuses a visit that is not over, and bad input, writing nothing', async () => {
    const booked = await visit('Lim', 'f2', false);
    const token = await tokenOf(booked);
    const rows = await feedbackRows();
    const events = await feedbackEvents();

    const notOver = await diner('feedback/add', { token, rating: 4 });
    expect(notOver.status).toEqual({ code: ERROR_CODES.FEEDBACK_VISIT_NOT_OVER.code, msg: 'Feedback can be left once the visit is over.' });

    for (const rating of [0, 6, 2.5, 'five', ''])
      expect((await diner('feedback/add', { token, rating })).result.fields.rating).toBe('Choose a rating from 1 to 5 stars.');
    const nul = await diner('feedback/add', { token, rating: 3, comment: 'bad\u0000byte' });
    expect(nul.status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(nul.result.fields.comment).toBeDefined();
    const long = await diner('feedback/add', { token, rating: 3, comment: 'x'.repeat(2001) });
    expect(long.result.fields.comment).toBeDefined();
    const extra = await diner('feedback/add', { token, rating: 3, surprise: 'yes' });
    expect(extra.status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);

    const departed = await tokenOf(await visit('Ng', 'f3'));
    const forged = departed.slice(0, -3) + (departed.endsWith('AAA') ? 'BBB' : 'AAA');
    for (const bad of [forged, 'not-a-token', `${departed}.x`]) {
      const refused = await diner('feedback/add', { token: bad, rating: 5 });
      expect(refused.status).toEqual({ code: ERROR_CODES.FEEDBACK_LINK_INVALID.code, msg: 'This feedback link is not valid.' });
    }
    const unreadable = await diner('feedback/add', { token: 'a b', rating: 5 });
    expect(unreadable.result.fields.token).toBe('This feedback link is not valid.');
    expect((await testApp.http().get('/api/feedback/form').query({ token: forged })).body.status.code).toBe(
      ERROR_CODES.FEEDBACK_LINK_INVALID.code,
    );

    expect(await feedbackRows()).toBe(rows);
    expect(await feedbackEvents()).toBe(events);
  });

  it('makes one feedback of many simultaneous submits of the same link', async () => {
    const id = await visit('Racer', 'f4');
    const token = await tokenOf(id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => diner('feedback/add', { token, rating: (i % 5) + 1, comment: `Submit ${i}` })),
    );
    const codes = answers.map((answer) => answer.status.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === ERROR_CODES.FEEDBACK_ALREADY_GIVEN.code)).toHaveLength(19);
    expect(answers.every((answer) => answer.http === 200)).toBe(true);
    const rows = await testApp.db.dataSource.query(`SELECT count(*)::int AS n FROM feedback WHERE reservation_id = $1`, [id]);
    expect(rows[0].n).toBe(1);
  });

  it('checks the caller’s access to the outlet', async () => {
    const id = await visit('Koh', 'f5');
    // No session: the staff routes refuse.
    expect((await send('feedback/link', { reservation_id: id }, null)).status.code).toBe(ERROR_CODES.NOT_SIGNED_IN.code);
    expect((await send('feedback/list', { from: today, to: today }, null)).status.code).toBe(ERROR_CODES.NOT_SIGNED_IN.code);
    // Another group's admin, at our outlet or at theirs, never gets our booking's link.
    expect((await staff('feedback/link', { reservation_id: id }, tokens.other)).status.code).not.toBe(0);
    expect((await staff('feedback/link', { reservation_id: id }, tokens.other, 21)).status.code).toBe(
      ERROR_CODES.RESERVATION_NOT_FOUND.code,
    );
    // A member of the outlet (Unassigned included) gets it: a basic permission.
    expect((await staff('feedback/link', { reservation_id: id }, tokens.floater)).status.code).toBe(0);

    // The comment download needs Reports: Front of House and Unassigned are refused, and no session at all.
    const download = (as: string | null) => {
      const request = testApp.http().get('/api/public/comment_download').query({ rid: 11, from: today, to: today });
      return as ? request.set('Authorization', `Bearer ${as}`) : request;
    };
    for (const as of [tokens.host, tokens.floater, null]) {
      const refused = await download(as);
      expect(refused.headers['content-type']).toContain('application/json');
      expect(refused.body.status.code).not.toBe(0);
    }
    expect((await download(tokens.admin)).status).toBe(200);
    const reversed = await testApp
      .http()
      .get('/api/public/comment_download')
      .set('Authorization', `Bearer ${tokens.admin}`)
      .query({ rid: 11, from: today, to: '2000-01-01' });
    expect(reversed.body.result.fields.to).toBe('The end date cannot be before the start date.');
  });
});
