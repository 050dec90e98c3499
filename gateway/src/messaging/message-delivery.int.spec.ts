import { startProviderServer, type ProviderServer } from '@covers/services/messaging/testing/provider-server';
import { startSmtpInbox, type SmtpInbox } from '@covers/services/messaging/testing/smtp-inbox';
import { ERROR_CODES, LOCALES, MESSAGE_TEMPLATES } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';
import { freePort, until } from '../testing/until';

jest.setTimeout(60_000);

const DATE = '2030-02-11';
const ACCOUNT = `AC${'1'.repeat(32)}`;
const AUTH_TOKEN = 'provider-auth-token';
const NO_ANSWER = '+6590000404';
const REFUSED = '+6590000400';
const BUSY_MAILBOX = 'busy@example.com';

describe('guest message delivery', () => {
  let inbox: SmtpInbox;
  let provider: ProviderServer;
  let testApp: TestApp;
  let token: string;
  let env: Record<string, string>;

  const post = (path: string, body: Record<string, unknown>, rid = 11) =>
    testApp
      .http()
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ rid, ...body });
  const book = async (body: Record<string, unknown>, rid = 11): Promise<string> => {
    const response = await post(
      'booking/add_transaction',
      { date: DATE, time: '19:30', first_name: 'Mei', last_name: 'Tan', adults: 2, taken_by: 'Alice', ...body },
      rid,
    );
    expect(response.body.status.code).toBe(0);
    return response.body.result.reservation_id;
  };
  const messagesOf = (reservationId: string) =>
    testApp.db.dataSource.query(
      `SELECT message_id, kind, channel, recipient, state, provider, lang FROM messages WHERE reservation_id = $1 ORDER BY created_at, message_id`,
      [reservationId],
    );
  const historyOf = async (messageId: string): Promise<string[]> =>
    (await testApp.db.dataSource.query(`SELECT state FROM message_history WHERE message_id = $1 ORDER BY position`, [messageId])).map(
      (row: { state: string }) => row.state,
    );

  beforeAll(async () => {
    const busyOnce = new Set([BUSY_MAILBOX]);
    inbox = await startSmtpInbox({ refuses: (to) => busyOnce.delete(to) });
    provider = await startProviderServer({
      accountSid: ACCOUNT,
      authToken: AUTH_TOKEN,
      callOutcome: (to) => (to === NO_ANSWER ? 'no-answer' : 'completed'),
      refuses: (to) => to === REFUSED,
    });
    const port = await freePort();
    env = {
      MESSAGING_DELIVERY: 'true',
      MESSAGING_POLL_MS: '100',
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Acme <bookings@acme.example>',
      TWILIO_ACCOUNT_SID: ACCOUNT,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: '+15550001111',
      TWILIO_API_URL: provider.apiUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    };
    testApp = await startTestApp({ port, env, poolSize: 30 });
    await testApp.seedAccess();
    token = await testApp.signIn('admin');
  }, 300_000);
  afterAll(async () => {
    await testApp.close();
    await provider.close();
    await inbox.close();
  });

  it("e-mails a new booking's confirmation once, through SMTP, in the outlet's language", async () => {
    const id = await book({ email: 'mei@example.com' });
    const thai = await book({ email: 'somchai@example.com', first_name: 'Somchai', last_name: 'Dee' }, 12);
    const [mail] = await until(
      async () => (await inbox.mails()).filter((m) => m.text?.includes('Mei Tan')),
      (mails) => mails.length > 0,
    );
    expect(mail.subject).toBe('Your booking is confirmed');
    expect(mail.from?.text).toContain('bookings@acme.example');
    expect(mail.text).toContain('your table for 2 on Feb 11, 2030, 7:30');
    expect(mail.text).toContain(id.slice(0, 8).toUpperCase());
    expect(mail.messageId).toBe(`<${encodeURIComponent(`${id}:confirmation`)}@covers>`);
    const [thaiMail] = await until(
      async () => (await inbox.mails()).filter((m) => m.text?.includes('Somchai Dee')),
      (mails) => mails.length > 0,
    );
    expect(thaiMail.subject).toBe('ยืนยันการจองของคุณแล้ว');
    expect(thaiMail.text).toContain('โต๊ะสำหรับ 2 ท่าน');
    const [message] = await until(
      () => messagesOf(id),
      (rows) => rows[0]?.state === 'sent',
    );
    expect(message).toMatchObject({
      kind: 'confirmation',
      channel: 'email',
      recipient: 'mei@example.com',
      provider: 'smtp',
      lang: 'en_US',
    });
    expect((await messagesOf(thai))[0]).toMatchObject({ lang: 'th_TH' });
    expect((await inbox.mails()).filter((m) => m.text?.includes('Mei Tan'))).toHaveLength(1);
  });

  it('a mail the server refuses at the end of its data, after it was recorded sent, goes back to the queue and out again once', async () => {
    const id = await book({ email: BUSY_MAILBOX, last_name: 'Busy' });
    const [message] = await until(
      () => messagesOf(id),
      (rows) => rows[0]?.state === 'sent',
    );
    const history = await until(
      () => historyOf(message.message_id),
      (states) => states.length === 4,
    );
    expect(history).toEqual(['queued', 'sent', 'queued', 'sent']);
    const [returned] = await testApp.db.dataSource.query(
      `SELECT detail FROM message_history WHERE message_id = $1 AND state = 'queued' ORDER BY position DESC LIMIT 1`,
      [message.message_id],
    );
    expect(returned.detail).toContain('451');
    const arrivals = await until(
      async () => inbox.arrivals.filter((arrival) => arrival.messageId === `<${encodeURIComponent(message.message_id)}@covers>`),
      (list) => list.length > 0,
    );
    expect(arrivals).toHaveLength(1);
  });

  it('texts a booking with only a phone, and the signed delivery report marks the text delivered', async () => {
    const id = await book({ phone: '+6591110001', first_name: 'Ah', last_name: 'Kow' });
    const [message] = await until(
      () => messagesOf(id),
      (rows) => rows[0]?.state === 'delivered',
    );
    expect(message).toMatchObject({ channel: 'sms', recipient: '+6591110001', provider: 'twilio' });
    expect(await historyOf(message.message_id)).toEqual(['queued', 'sent', 'delivered']);
    const sent = provider.accepted.filter((record) => record.to === '+6591110001');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'sms', from: '+15550001111', idempotencyKey: `${id}:confirmation` });
    expect(sent[0].body).toContain('Booked: table for 2');

    const panel = (await post('messaging/booking', { reservation_id: id })).body.result;
    expect(panel.messages).toEqual([
      expect.objectContaining({ kind: 'confirmation', channel: 'sms', state: 'delivered', provider: 'twilio', body: sent[0].body }),
    ]);
    expect(panel.messages[0].history.map((step: { state: string; detail: string }) => [step.state, step.detail])).toEqual([
      ['queued', 'sms +6591110001'],
      ['sent', `twilio ${sent[0].sid}`],
      ['delivered', 'delivered'],
    ]);
    expect((await post('messaging/booking', { reservation_id: id }, 12)).body.result.messages).toEqual([]);
    const log = (await post('messaging/log', { page_size: 10 })).body.result;
    expect(log.total).toBeGreaterThanOrEqual(2);
    expect(log.messages[0]).toMatchObject({ message_id: `${id}:confirmation` });
  });

  it("takes a ping's outcome from the call: answered, or unanswered and then texted", async () => {
    const answers = await book({ phone: '+6591110002', last_name: 'Answers' });
    const silent = await book({ phone: NO_ANSWER, last_name: 'Silent' });
    for (const id of [answers, silent])
      expect((await post('booking/update_transaction_status', { reservation_id: id, date: DATE, action: 'ping' })).body.status.code).toBe(
        0,
      );
    const answered = await until(
      async () => (await messagesOf(answers)).filter((m: { kind: string }) => m.kind === 'ping'),
      (rows) => rows[0]?.state === 'answered',
    );
    expect(answered[0]).toMatchObject({ channel: 'voice', provider: 'twilio' });
    const unanswered = await until(
      async () => (await messagesOf(silent)).filter((m: { kind: string }) => m.kind.startsWith('ping')),
      (rows) => rows.length === 2 && rows[1].state === 'delivered',
    );
    expect(unanswered.map((m: { kind: string; channel: string; state: string }) => [m.kind, m.channel, m.state])).toEqual([
      ['ping', 'voice', 'no_answer'],
      ['ping_sms', 'sms', 'delivered'],
    ]);
    const pinged = provider.accepted.filter((record) => record.to === NO_ANSWER && record.idempotencyKey.includes(':ping:'));
    expect(pinged.map((record) => record.kind)).toEqual(['call', 'sms']);
  });

  it('a replayed status callback changes nothing, and an unsigned one is refused', async () => {
    const id = await book({ phone: '+6591110003', last_name: 'Replay' });
    const [message] = await until(
      () => messagesOf(id),
      (rows) => rows[0]?.state === 'delivered',
    );
    const callback = provider.callbacks.find((c) => c.params.To === '+6591110003')!;
    expect(await provider.replay(callback)).toMatchObject({ status: { code: 0 }, result: { recorded: false } });
    expect(await historyOf(message.message_id)).toEqual(['queued', 'sent', 'delivered']);
    const forged = await testApp
      .http()
      .post(`/api/messaging/status?message_id=${encodeURIComponent(message.message_id)}`)
      .set('x-twilio-signature', 'forged')
      .type('form')
      .send({ MessageStatus: 'failed' });
    expect(forged.body.status.code).toBe(ERROR_CODES.MESSAGING_WEBHOOK_UNSIGNED.code);
    expect((await messagesOf(id))[0].state).toBe('delivered');
  });

  it('refuses a ping or a resend the booking has no contact for, and writes nothing', async () => {
    const id = await book({ last_name: 'Nocontact' });
    const events = async () => (await testApp.db.dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n;
    const before = await events();
    const ping = await post('booking/update_transaction_status', { reservation_id: id, date: DATE, action: 'ping' });
    expect(ping.body.status).toEqual({
      code: ERROR_CODES.MESSAGING_NO_PHONE.code,
      msg: 'This booking has no phone number to call or text.',
    });
    const resend = await post('booking/resend_notification', { reservation_id: id, date: DATE, channel: 'email' });
    expect(resend.body.status).toEqual({ code: ERROR_CODES.MESSAGING_NO_EMAIL.code, msg: 'This booking has no e-mail address.' });
    expect(await events()).toBe(before);
  });

  it('a text the provider refuses holds up none of the texts going out with it, and stays queued for another try', async () => {
    const phones = Array.from({ length: 6 }, (_, i) => `+659330${String(i).padStart(4, '0')}`);
    const [refused, ...ids] = await Promise.all(
      [REFUSED, ...phones].map((phone, i) => book({ phone, last_name: `Together${i}`, time: '13:00' })),
    );
    await until(
      async () => (await Promise.all(ids.map(messagesOf))).flat().filter((m: { state: string }) => m.state === 'delivered').length,
      (n) => n === phones.length,
    );
    expect(provider.accepted.filter((record) => phones.includes(record.to))).toHaveLength(phones.length);
    expect(provider.accepted.filter((record) => record.to === REFUSED)).toEqual([]);
    expect(await messagesOf(refused)).toEqual([expect.objectContaining({ recipient: REFUSED, state: 'queued' })]);
  });

  it('two gateway processes on one database send each message exactly once', async () => {
    const second = await startTestApp({ db: testApp.db, env });
    try {
      const phones = Array.from({ length: 24 }, (_, i) => `+659220${String(i).padStart(4, '0')}`);
      const ids = await Promise.all(phones.map((phone, i) => book({ phone, last_name: `Pair${i}`, time: '12:00' })));
      await until(
        async () => provider.accepted.filter((record) => phones.includes(record.to)).length,
        (n) => n >= phones.length,
      );
      await until(
        async () => (await Promise.all(ids.map(messagesOf))).flat().filter((m: { state: string }) => m.state === 'delivered').length,
        (n) => n === phones.length,
      );
      const sent = provider.accepted.filter((record) => phones.includes(record.to));
      expect(sent).toHaveLength(phones.length);
      expect(new Set(sent.map((record) => record.idempotencyKey)).size).toBe(phones.length);
    } finally {
      await second.close();
    }
  });

  it("writes with the outlet's own template and sender settings, and refuses a sender name that is not 3–11 letters or digits", async () => {
    const events = async () => (await testApp.db.dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n;
    const before = await events();
    for (const sms_name of ['AB', 'Acme Orchard', '12345', 'Acme-Bistro'])
      expect((await post('setting/sender', { reply_to: 'hello@acme.example', sms_name })).body.result.fields).toEqual({
        sms_name: 'Use 3 to 11 letters or digits, at least one of them a letter.',
      });
    expect((await post('setting/sender', { reply_to: 'not-an-email' })).body.result.fields.reply_to).toBeDefined();
    expect(await events()).toBe(before);
    expect((await post('setting/sender', { reply_to: 'hello@acme.example', sms_name: 'AcmeOrch' })).body.result).toEqual({
      reply_to: 'hello@acme.example',
      sms_name: 'AcmeOrch',
    });
    const saved = await post('setting/messages', {
      template: 'confirmation',
      language: 'en_US',
      title: 'Table booked at Acme',
      send_mode: 'email',
      standard_message: 'Hi {{diner_name}}, {{party_size}} seats on {{booking_time}} ({{booking_number}}).',
      sms_message: 'Acme: {{party_size}} seats, {{booking_time}}.',
    });
    const templates = saved.body.result.templates;
    expect(templates).toHaveLength(MESSAGE_TEMPLATES.length * LOCALES.length);
    expect(
      templates.find((t: { template: string; language: string }) => t.template === 'confirmation' && t.language === 'en_US'),
    ).toMatchObject({
      custom: true,
      title: 'Table booked at Acme',
    });
    expect(
      templates.find((t: { template: string; language: string }) => t.template === 'confirmation' && t.language === 'th_TH'),
    ).toMatchObject({
      custom: false,
      title: 'ยืนยันการจองของคุณแล้ว',
    });

    const id = await book({ email: 'kim@example.com', first_name: 'Kim', last_name: 'Lee', adults: 3 });
    const [mail] = await until(
      async () => (await inbox.mails()).filter((m) => m.to && JSON.stringify(m.to).includes('kim@example.com')),
      (mails) => mails.length > 0,
    );
    expect(mail.subject).toBe('Table booked at Acme');
    expect(mail.text?.trim()).toBe(`Hi Kim Lee, 3 seats on Feb 11, 2030, 7:30 PM (${id.slice(0, 8).toUpperCase()}).`);
    expect(mail.replyTo?.text).toBe('hello@acme.example');
    const texted = await book({ phone: '+6591110009', last_name: 'Sender' });
    const [sms] = await until(
      async () => provider.accepted.filter((record) => record.to === '+6591110009'),
      (records) => records.length > 0,
    );
    expect(sms).toMatchObject({ from: 'AcmeOrch', idempotencyKey: `${texted}:confirmation` });
    expect(sms.body).toMatch(/^Acme: 2 seats, Feb 11, 2030/);
    expect((await post('setting/sender', { reply_to: '', sms_name: '' })).body.result).toEqual({ reply_to: null, sms_name: null });
  });
});
