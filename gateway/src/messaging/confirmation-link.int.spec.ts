import { confirmationLinkKey, confirmationLinkStream, sealConfirmationLink } from '@covers/services/messaging';
import { startSmtpInbox, type SmtpInbox } from '@covers/services/messaging/testing/smtp-inbox';
import { reservationDayStream } from '@covers/services/reservations';
import { ERROR_CODES } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';
import { until } from '../testing/until';

jest.setTimeout(60_000);

const DATE = '2030-03-14';
const SECRET = 'confirmation-link-test-secret';

describe("the diner's confirmation link", () => {
  let inbox: SmtpInbox;
  let testApp: TestApp;
  let staff: string;

  const post = (path: string, body: Record<string, unknown>, rid = 11) =>
    testApp
      .http()
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${staff}`)
      .send({ rid, ...body });
  /** A booking with an e-mail, and the token its confirmation e-mail carries. */
  const bookAndReceive = async (firstName: string, rid = 11) => {
    const email = `${firstName.toLowerCase()}@example.com`;
    const booked = await post(
      'booking/add_transaction',
      { date: DATE, time: '19:30', first_name: firstName, last_name: 'Lim', adults: 3, email, taken_by: 'Alice' },
      rid,
    );
    expect(booked.body.status.code).toBe(0);
    const [mail] = await until(
      async () => (await inbox.mails()).filter((m) => m.to?.text === email),
      (mails) => mails.length > 0,
    );
    const token = /\/confirm\/([A-Za-z0-9_.-]+)/.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    return { reservationId: booked.body.result.reservation_id as string, token: token!, mail };
  };
  const page = (token: string) => testApp.http().get('/api/messaging/confirmation').query({ token });
  const answer = (token: string, choice: 'confirm' | 'cancel', lang = 'en_US') =>
    testApp.http().post('/api/messaging/confirmation_answer').send({ token, answer: choice, lang });
  const statusOf = async (reservationId: string, rid = 11) =>
    (await testApp.db.dataSource.query(`SELECT status FROM reservations WHERE rid = $1 AND reservation_id = $2`, [rid, reservationId]))[0]
      ?.status;
  const dinerChanges = async (reservationId: string, rid = 11) =>
    (await testApp.store.readStream(reservationDayStream(rid, DATE))).filter(
      (e) => e.type === 'ReservationStatusChanged' && (e.data as { reservation_id: string }).reservation_id === reservationId,
    );
  /** Events other than the messages' own, which their delivery goes on writing meanwhile. */
  const eventCount = async () =>
    Number((await testApp.db.dataSource.query(`SELECT count(*) AS n FROM events WHERE stream_id NOT LIKE 'message-%'`))[0].n);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    testApp = await startTestApp({
      env: { MESSAGING_DELIVERY: 'true', MESSAGING_POLL_MS: '100', SMTP_URL: inbox.url, MESSAGING_SECRET: SECRET },
      poolSize: 20,
    });
    await testApp.seedAccess();
    staff = await testApp.signIn('admin');
  }, 300_000);
  afterAll(async () => {
    await testApp.close();
    await inbox.close();
  });

  it("opens from the confirmation e-mail, with the booking in the message's language", async () => {
    const { token, mail } = await bookAndReceive('Somchai', 12);
    expect(mail.text).toContain(`http://localhost:3000/confirm/${token}`);
    const opened = await page(token);
    expect(opened.body.status.code).toBe(0);
    expect(opened.body.result).toMatchObject({ lang: 'th_TH', diner_name: 'Somchai Lim', party_size: 3, answered: null, expired: false });
    expect(opened.body.result.booking_time).toBe('14 มี.ค. 2573 19:30');
  });

  it('confirms the booking as a status change of its day, by the diner, and then tells a second use it was used', async () => {
    const { reservationId, token } = await bookAndReceive('Mei');
    const confirmed = await answer(token, 'confirm');
    expect(confirmed.body).toMatchObject({ status: { code: 0 }, result: { answered: 'confirm' } });
    expect(await statusOf(reservationId)).toBe('Confirmed');
    const [change] = await dinerChanges(reservationId);
    expect(change.data).toMatchObject({ action: 'confirm', to: 'Confirmed' });
    expect(change.metadata.actor).toBe('diner');

    const again = await answer(token, 'cancel');
    expect(again.body.status).toEqual({ code: ERROR_CODES.CONFIRMATION_LINK_USED.code, msg: expect.stringContaining('already been used') });
    expect(await statusOf(reservationId)).toBe('Confirmed');
    expect((await page(token)).body.result).toMatchObject({ answered: 'confirm', expired: false });
  });

  it('cancels for a change of plans', async () => {
    const { reservationId, token } = await bookAndReceive('Arjun');
    expect((await answer(token, 'cancel')).body.status.code).toBe(0);
    expect(await statusOf(reservationId)).toBe('Cancelled');
    const [change] = await dinerChanges(reservationId);
    expect(change.data).toMatchObject({ action: 'cancel', reason: 'Change of Plans' });
  });

  it('two simultaneous uses of one link: exactly one changes the booking', async () => {
    for (const name of ['Race', 'Rush']) {
      const { reservationId, token } = await bookAndReceive(name);
      const results = await Promise.all([answer(token, 'confirm'), answer(token, 'cancel'), answer(token, 'confirm')]);
      const codes = results.map((r) => r.body.status.code);
      expect(codes.filter((code) => code === 0)).toHaveLength(1);
      expect(codes.filter((code) => code !== 0)).toEqual([
        ERROR_CODES.CONFIRMATION_LINK_USED.code,
        ERROR_CODES.CONFIRMATION_LINK_USED.code,
      ]);
      const winner = results.find((r) => r.body.status.code === 0)!.body.result.answered;
      expect(await statusOf(reservationId)).toBe(winner === 'confirm' ? 'Confirmed' : 'Cancelled');
      expect(await dinerChanges(reservationId)).toHaveLength(1);
      const [messageId] = (
        await testApp.db.dataSource.query(`SELECT message_id FROM messages WHERE reservation_id = $1`, [reservationId])
      ).map((row: { message_id: string }) => row.message_id);
      expect(await testApp.store.readStream(confirmationLinkStream(messageId))).toHaveLength(1);
    }
  });

  it('refuses an expired link and an altered one, in the language asked, and writes nothing', async () => {
    const { reservationId, token } = await bookAndReceive('Tan');
    const [{ message_id }] = await testApp.db.dataSource.query(`SELECT message_id FROM messages WHERE reservation_id = $1`, [
      reservationId,
    ]);
    const expired = sealConfirmationLink({ message_id, expires_at: '2020-01-01T00:00:00.000Z' }, confirmationLinkKey(SECRET));
    const before = await eventCount();

    expect((await page(expired)).body.result).toMatchObject({ answered: null, expired: true });
    const late = await answer(expired, 'confirm', 'zh_CN');
    expect(late.body.status).toEqual({ code: ERROR_CODES.CONFIRMATION_LINK_EXPIRED.code, msg: '此链接已过期。如需更改预订，请联系餐厅。' });
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await answer(altered, 'confirm')).body.status.code).toBe(ERROR_CODES.CONFIRMATION_LINK_INVALID.code);
    expect((await page(altered)).body.status.code).toBe(ERROR_CODES.CONFIRMATION_LINK_INVALID.code);
    const forged = sealConfirmationLink({ message_id, expires_at: '2099-01-01T00:00:00.000Z' }, confirmationLinkKey('another secret'));
    expect((await answer(forged, 'confirm')).body.status.code).toBe(ERROR_CODES.CONFIRMATION_LINK_INVALID.code);

    expect(await eventCount()).toBe(before);
    expect(await statusOf(reservationId)).toBe('Booked');
  });

  it('refuses a booking staff already cancelled, and leaves the link unused', async () => {
    const { reservationId, token } = await bookAndReceive('Called');
    expect(
      (
        await post('booking/update_transaction_status', {
          date: DATE,
          reservation_id: reservationId,
          action: 'cancel',
          reason: 'Change of Plans',
        })
      ).body.status.code,
    ).toBe(0);
    expect((await answer(token, 'confirm')).body.status.code).toBe(ERROR_CODES.CONFIRMATION_BOOKING_CLOSED.code);
    expect(await statusOf(reservationId)).toBe('Cancelled');
    expect((await page(token)).body.result.answered).toBeNull();
  });
});
