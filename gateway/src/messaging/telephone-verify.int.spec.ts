import { voiceNumberStream } from '@covers/services/messaging';
import { startProviderServer, type ProviderServer } from '@covers/services/messaging/testing/provider-server';
import { ERROR_CODES, MAX_VERIFICATION_CALLS_PER_DAY } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';
import { freePort, until } from '../testing/until';

jest.setTimeout(60_000);

const ACCOUNT = `AC${'2'.repeat(32)}`;
const AUTH_TOKEN = 'verify-auth-token';
const VERIFY_FROM = '+15550009999';
const ANSWERS = '+6591112222';
const WRONG_FINGERS = '+6590000999';

describe("the voice-call number's verification (spec §4)", () => {
  let provider: ProviderServer;
  let testApp: TestApp;
  let staff: string;

  const status = async (rid = 11) =>
    (await testApp.http().get('/api/setting/telephone_verify').query({ rid }).set('Authorization', `Bearer ${staff}`)).body.result;
  const verify = (phone: string, rid = 11) =>
    testApp
      .http()
      .post('/api/setting/telephone_verify')
      .set('Authorization', `Bearer ${staff}`)
      .send({ rid, phone })
      .then((res) => res.body);
  const history = async (rid = 11) => (await testApp.store.readStream(voiceNumberStream(rid))).map((e) => e.type);

  beforeAll(async () => {
    provider = await startProviderServer({
      accountSid: ACCOUNT,
      authToken: AUTH_TOKEN,
      // The person at the phone reads the code off the screen, types a wrong one, or none.
      digitsFor: async (to) => {
        if (to === WRONG_FINGERS) return '000000';
        if (to !== ANSWERS) return '';
        const shown = await until(
          () => status(),
          (answer) => answer.code !== null,
        );
        return shown.code;
      },
    });
    const port = await freePort();
    testApp = await startTestApp({
      port,
      env: {
        TWILIO_ACCOUNT_SID: ACCOUNT,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: '+6560001111',
        TWILIO_VERIFY_FROM: VERIFY_FROM,
        TWILIO_API_URL: provider.apiUrl,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    });
    await testApp.seedAccess();
    staff = await testApp.signIn('admin');
  }, 300_000);
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  it('is called from a +1 number, shows the code to enter, and goes call placed → code entered → Verified', async () => {
    expect(await status()).toEqual({ phone: null, status: 'unverified', code: null, calls_left: MAX_VERIFICATION_CALLS_PER_DAY });
    const placed = await verify(ANSWERS);
    expect(placed.status.code).toBe(0);
    expect(placed.result).toMatchObject({ phone: ANSWERS, calls_left: MAX_VERIFICATION_CALLS_PER_DAY - 1 });
    expect(['call_placed', 'verified']).toContain(placed.result.status);
    const [call] = provider.accepted.filter((record) => record.to === ANSWERS);
    expect(call).toMatchObject({ kind: 'call', from: VERIFY_FROM });
    expect(call.body).toContain('<Gather');
    expect(call.body).not.toContain(placed.result.code ?? 'no code');

    expect(
      await until(
        () => status(),
        (answer) => answer.status === 'verified',
      ),
    ).toMatchObject({ phone: ANSWERS, code: null });
    expect(await history()).toEqual(['VerificationCallPlaced', 'VerificationCodeEntered', 'VoiceNumberVerified']);

    // The provider's post replayed changes nothing; one not signed by it is refused.
    const digits = provider.callbacks.find((callback) => callback.params.CallSid === call.sid)!;
    await provider.replay(digits);
    expect(await history()).toHaveLength(3);
    const forged = await testApp
      .http()
      .post(new URL(digits.url).pathname + new URL(digits.url).search)
      .type('form')
      .send(digits.params);
    expect(forged.body.status.code).toBe(ERROR_CODES.MESSAGING_WEBHOOK_UNSIGNED.code);
  });

  it('a wrong code leaves the number not verified', async () => {
    expect((await verify(WRONG_FINGERS)).status.code).toBe(0);
    expect(
      await until(
        () => status(),
        (answer) => answer.status === 'failed',
      ),
    ).toMatchObject({ phone: WRONG_FINGERS, code: null, calls_left: MAX_VERIFICATION_CALLS_PER_DAY - 2 });
  });

  it('places at most the day’s calls, even when asked for many at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => verify(`+659222000${i}`, 12)));
    const codes = answers.map((answer) => answer.status.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(MAX_VERIFICATION_CALLS_PER_DAY);
    expect(codes.filter((code) => code === ERROR_CODES.VERIFICATION_CALLS_EXHAUSTED.code)).toHaveLength(5 - MAX_VERIFICATION_CALLS_PER_DAY);
    expect(provider.accepted.filter((record) => record.to.startsWith('+659222000'))).toHaveLength(MAX_VERIFICATION_CALLS_PER_DAY);
    expect((await status(12)).calls_left).toBe(0);
  });

  it('refuses a number without its country code and writes nothing', async () => {
    const before = await history(11);
    expect((await verify('91112222')).status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(await history(11)).toEqual(before);
  });
});
