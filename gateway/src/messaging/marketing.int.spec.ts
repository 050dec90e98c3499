import { AccessService } from '@covers/services/access';
import { FIXTURE_PASSWORD, fixtureProfile } from '@covers/services/access/testing/access-fixture';
import { dinerStream } from '@covers/services/diners';
import { startProviderServer, type ProviderServer } from '@covers/services/messaging/testing/provider-server';
import { startSmtpInbox, type SmtpInbox } from '@covers/services/messaging/testing/smtp-inbox';
import { ERROR_CODES, translate, type Locale } from '@covers/shared';
import type { ParsedMail } from 'mailparser';
import { startTestApp, type TestApp } from '../testing/test-app';
import { freePort, until } from '../testing/until';

jest.setTimeout(120_000);

const ACCOUNT = `AC${'2'.repeat(32)}`;
const AUTH_TOKEN = 'provider-auth-token';
/** Acme's outlets by the language their messages go out in (its country): the fixture's two and three added here. */
const OUTLET_OF: Record<Locale, number> = { en_US: 11, th_TH: 12, zh_CN: 13, zh_HK: 14, id_ID: 15 };

describe('marketing messages', () => {
  let inbox: SmtpInbox;
  let provider: ProviderServer;
  let testApp: TestApp;
  let publicUrl: string;
  let token: string;

  const post = async (path: string, body: Record<string, unknown>, rid = 11, as = token) =>
    (
      await testApp
        .http()
        .post(`/api/${path}`)
        .set('Authorization', `Bearer ${as}`)
        .send({ rid, ...body })
    ).body;
  const addDiner = async (body: Record<string, unknown>, rid = 11): Promise<string> => {
    const added = await post('diner/add', body, rid);
    expect(added.status.code).toBe(0);
    return added.result.diner.diner_id;
  };
  const saveMarketing = async (rid: number, language: Locale, title: string, sendMode: 'email' | 'sms' = 'email') =>
    expect(
      (
        await post(
          'setting/messages',
          {
            template: 'marketing',
            language,
            title,
            send_mode: sendMode,
            standard_message: `Dear {{diner_name}}, ${title}: our new tasting menu.`,
            sms_message: `${title}, {{diner_name}}!`,
          },
          rid,
        )
      ).status.code,
    ).toBe(0);
  const mailsTo = async (address: string) => (await inbox.mails()).filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));
  const header = (mail: ParsedMail, name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
  const marketingRows = (dinerId: string) =>
    testApp.db.dataSource.query(`SELECT message_id, state, channel, lang FROM messages WHERE diner_id = $1 AND kind = 'marketing'`, [
      dinerId,
    ]);
  const optedIn = async (dinerId: string) => (await post('diner/get', { diner_id: dinerId })).result.diner.marketing_opt_in;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    provider = await startProviderServer({ accountSid: ACCOUNT, authToken: AUTH_TOKEN });
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    testApp = await startTestApp({
      port,
      poolSize: 30,
      env: {
        MESSAGING_DELIVERY: 'true',
        MESSAGING_POLL_MS: '100',
        SMTP_URL: inbox.url,
        MAIL_FROM: 'Acme <news@acme.example>',
        TWILIO_ACCOUNT_SID: ACCOUNT,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: '+15550001111',
        TWILIO_API_URL: provider.apiUrl,
        PUBLIC_URL: publicUrl,
      },
    });
    const fixture = await testApp.seedAccess();
    const access = new AccessService(testApp.store);
    const meta = { actor: 'system', now: new Date().toISOString() };
    const outlet = (rid: number, countryCode: string, timezone: string) => ({
      rid,
      name: `Acme ${countryCode}`,
      ruid: `ruid-${rid}`,
      currency: 'SGD',
      countryCode,
      timezone,
    });
    await access.addOutlet('acme', outlet(13, 'CN', 'Asia/Shanghai'), meta);
    await access.addOutlet('acme', outlet(14, 'HK', 'Asia/Hong_Kong'), meta);
    await access.addOutlet('acme', outlet(15, 'ID', 'Asia/Jakarta'), meta);
    const outlets = Object.values(OUTLET_OF).map((rid) => ({ rid, accessTypeId: fixture.accessTypeIds.Admin }));
    await access.saveUser('acme', { profile: fixtureProfile('marketer'), password: FIXTURE_PASSWORD, outlets }, meta);
    token = await testApp.signIn('marketer');
  }, 300_000);
  afterAll(async () => {
    await testApp.close();
    await provider.close();
    await inbox.close();
  });

  it('refuses before the outlet saved a marketing message, to staff who may only view diners, and for a link not sealed here', async () => {
    await addDiner({ last_name: 'Early', email: 'early@example.com', marketing_opt_in: true });
    expect((await post('messaging/marketing_audience', { search: 'Early' })).result).toMatchObject({ opted_in: 1, template: null });
    expect((await post('messaging/marketing_send', { search: 'Early' })).status.code).toBe(ERROR_CODES.MARKETING_TEMPLATE_UNSAVED.code);
    const host = await testApp.signIn('host');
    expect((await post('messaging/marketing_audience', {}, 11, host)).status.code).toBe(ERROR_CODES.FORBIDDEN.code);
    expect((await post('messaging/marketing_send', {}, 11, host)).status.code).toBe(ERROR_CODES.FORBIDDEN.code);
    const forged = await testApp.http().post('/api/messaging/unsubscribe').send({ token: 'aaaa.bbbb.cccc' });
    expect(forged.body.status.code).toBe(ERROR_CODES.UNSUBSCRIBE_LINK_INVALID.code);
    const malformed = await testApp.http().get('/api/messaging/unsubscribe').query({ token: 'not a token' });
    expect(malformed.body.status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(await testApp.db.dataSource.query(`SELECT 1 FROM messages WHERE kind = 'marketing'`)).toEqual([]);
  });

  it('e-mails an opted-in diner the outlet’s marketing message in each locale, with a signed unsubscribe link and RFC 8058 headers', async () => {
    for (const [language, rid] of Object.entries(OUTLET_OF) as [Locale, number][]) {
      const email = `news-${language.toLowerCase()}@example.com`;
      await addDiner({ first_name: 'Mei', last_name: `Locale${rid}`, email, marketing_opt_in: true }, rid);
      await saveMarketing(rid, language, `Spring ${language}`);
      const sent = await post('messaging/marketing_send', { search: `Locale${rid}` }, rid);
      expect(sent).toMatchObject({ status: { code: 0 }, result: { queued: 1, already_sent: 0 } });

      const [mail] = await until(
        async () => mailsTo(email),
        (mails) => mails.length > 0,
      );
      expect(mail.subject).toBe(`Spring ${language}`);
      expect(mail.text).toContain(`Dear Mei Locale${rid}, Spring ${language}: our new tasting menu.`);
      const page = mail.text!.match(new RegExp(`${publicUrl}/unsubscribe/([A-Za-z0-9_.-]+)`));
      expect(page).not.toBeNull();
      expect(mail.text).toContain(translate(language, 'messageDefaults.unsubscribe_email', { link: page![0] }));
      expect(header(mail, 'list-unsubscribe')).toBe(`<${publicUrl}/api/messaging/unsubscribe?token=${page![1]}>`);
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const page$ = await testApp.http().get('/api/messaging/unsubscribe').query({ token: page![1] });
      expect(page$.body.result).toEqual({
        lang: language,
        outlet_name: rid === 11 ? 'Acme Orchard' : expect.any(String),
        subscribed: true,
      });
    }
  });

  it('texts a diner without e-mail a short opt-out line, and sends nothing to a diner who did not opt in', async () => {
    const texted = await addDiner({ first_name: 'Ah', last_name: 'Textonly', phone: '+6591230001', marketing_opt_in: true });
    const quiet = await addDiner({ first_name: 'No', last_name: 'Textonly', phone: '+6591230002', email: 'quiet@example.com' });
    await saveMarketing(11, 'en_US', 'Lunch deal', 'sms');

    const audience = await post('messaging/marketing_audience', { search: 'Textonly' });
    expect(audience.result).toMatchObject({ matching: 2, opted_in: 1, too_many: false, template: { title: 'Lunch deal', custom: true } });
    expect((await post('messaging/marketing_send', { search: 'Textonly' })).result).toEqual({ queued: 1, already_sent: 0 });

    const [text] = await until(
      async () => provider.accepted.filter((record) => record.to === '+6591230001'),
      (records) => records.length > 0,
    );
    expect(text.body).toMatch(new RegExp(`^Lunch deal, Ah Textonly!\\nOpt out: ${publicUrl}/unsubscribe/[A-Za-z0-9_.-]+$`));
    expect(text.idempotencyKey).toMatch(new RegExp(`^${texted}:marketing:\\d+$`));
    await until(
      () => marketingRows(texted),
      (rows) => rows[0]?.state === 'delivered',
    );
    expect(await marketingRows(quiet)).toEqual([]);
    expect(provider.accepted.filter((record) => record.to === '+6591230002')).toEqual([]);
    expect(await mailsTo('quiet@example.com')).toEqual([]);
    expect((await post('messaging/marketing_send', { search: 'No Textonly' })).status.code).toBe(
      ERROR_CODES.MARKETING_NOBODY_OPTED_IN.code,
    );
  });

  it('a transactional message ignores the opt-in and carries no unsubscribe link', async () => {
    await addDiner({ first_name: 'Opted', last_name: 'Out', email: 'booker@example.com', marketing_opt_in: false });
    const booked = await post('booking/add_transaction', {
      date: '2031-03-10',
      time: '19:30',
      first_name: 'Opted',
      last_name: 'Out',
      email: 'booker@example.com',
      adults: 2,
      taken_by: 'Alice',
    });
    expect(booked.status.code).toBe(0);
    const [mail] = await until(
      async () => mailsTo('booker@example.com'),
      (mails) => mails.length > 0,
    );
    expect(mail.subject).toBe('Your booking is confirmed');
    expect(header(mail, 'list-unsubscribe')).toBeUndefined();
    expect(mail.text).not.toContain('/unsubscribe/');
  });

  it('the link unsubscribes (page or one-click POST, once in the diner’s history), and a later message skips the diner', async () => {
    const leaving = await addDiner({ first_name: 'Lea', last_name: 'Leaving', email: 'leaving@example.com', marketing_opt_in: true });
    const staying = await addDiner({ first_name: 'Sta', last_name: 'Leaving', email: 'staying@example.com', marketing_opt_in: true });
    await saveMarketing(11, 'en_US', 'Autumn menu');
    expect((await post('messaging/marketing_send', { search: 'Leaving' })).result).toEqual({ queued: 2, already_sent: 0 });
    const [mail] = await until(
      async () => mailsTo('leaving@example.com'),
      (mails) => mails.length > 0,
    );
    const oneClick = header(mail, 'list-unsubscribe')!.slice(1, -1);

    // A mail client's one-click unsubscribe: a form POST of List-Unsubscribe=One-Click to the header's address.
    const clicked = await testApp.http().post(oneClick.slice(publicUrl.length)).type('form').send('List-Unsubscribe=One-Click');
    expect(clicked.body).toEqual({ status: { code: 0, msg: expect.any(String) }, result: { subscribed: false } });
    const tokenOf = new URL(oneClick).searchParams.get('token')!;
    const again = await testApp.http().post('/api/messaging/unsubscribe').send({ token: tokenOf });
    expect(again.body.result).toEqual({ subscribed: false });
    expect(await optedIn(leaving)).toBe(false);
    expect((await testApp.http().get('/api/messaging/unsubscribe').query({ token: tokenOf })).body.result.subscribed).toBe(false);
    const history = await testApp.store.readStream(dinerStream(leaving));
    const unsubscribed = history.filter((event) => event.type === 'DinerUnsubscribed');
    expect(unsubscribed).toHaveLength(1);
    expect(unsubscribed[0].metadata.actor).toBe('diner');
    expect(unsubscribed[0].data).toMatchObject({ diner_id: leaving, message_id: expect.stringMatching(/^.+:marketing:\d+$/) });

    await saveMarketing(11, 'en_US', 'Winter menu');
    expect((await post('messaging/marketing_send', { search: 'Leaving' })).result).toEqual({ queued: 1, already_sent: 0 });
    await until(
      async () => mailsTo('staying@example.com'),
      (mails) => mails.length === 2,
    );
    await until(
      () => marketingRows(staying),
      (rows) => rows.length === 2 && rows.every((row: { state: string }) => row.state === 'sent'),
    );
    expect((await mailsTo('leaving@example.com')).map((m) => m.subject)).toEqual(['Autumn menu']);
  });

  it('the same message sent twice at once reaches each diner once', async () => {
    const diners = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => addDiner({ last_name: `Racer${n}`, email: `racer${n}@example.com`, marketing_opt_in: true })),
    );
    await saveMarketing(11, 'en_US', 'Race night');
    const sends = await Promise.all([1, 2].map(() => post('messaging/marketing_send', { search: 'Racer' })));
    expect(sends.map((send) => send.status.code)).toEqual([0, 0]);
    expect(sends.map((send) => send.result.queued).sort()).toEqual([0, 5]);
    expect(sends.map((send) => send.result.already_sent).sort()).toEqual([0, 5]);
    // A send after they were delivered asks for nobody again either.
    for (const dinerId of diners)
      await until(
        () => marketingRows(dinerId),
        (rows) => rows[0]?.state === 'sent',
      );
    expect((await post('messaging/marketing_send', { search: 'Racer' })).result).toEqual({ queued: 0, already_sent: 5 });
    // Recorded sent as it is handed over: the server has it a moment later.
    for (const n of [1, 2, 3, 4, 5])
      expect(
        await until(
          () => mailsTo(`racer${n}@example.com`),
          (mails) => mails.length > 0,
        ),
      ).toHaveLength(1);
    for (const dinerId of diners) expect(await marketingRows(dinerId)).toHaveLength(1);
  });
});
