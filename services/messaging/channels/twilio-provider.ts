import { AsyncLocalStorage } from 'node:async_hooks';
import twilio from 'twilio';
import RequestClient from 'twilio/lib/base/RequestClient';
import { VERIFICATION_CODE_DIGITS } from '@covers/shared';
import type { Channel, OutgoingMessage, VerificationCaller } from './channel';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The number (or registered sender) texts and calls come from. */
  from: string;
  /** The +1 number verification calls come from (spec §9). */
  verifyFrom: string;
  /** Another API host with Twilio's paths (a regional edge, a test server); Twilio's own when absent. */
  apiUrl?: string;
  /** How long a ping's call rings before it counts as not answered (spec §9: then the text goes). */
  ringSeconds: number;
}

/** The idempotency key of the send in hand, for the request client to pass on. */
const sendKey = new AsyncLocalStorage<string>();

/** Twilio's request client, pointed at `apiUrl` when set, adding the message's idempotency key to every request. */
class KeyedRequestClient extends RequestClient {
  constructor(private readonly apiUrl?: string) {
    super();
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = this.apiUrl ? opts.uri.replace(/^https:\/\/[^/]+/, this.apiUrl) : opts.uri;
    const key = sendKey.getStore();
    return super.request({ ...opts, uri, headers: { ...opts.headers, ...(key ? { 'Idempotency-Key': key } : {}) } });
  }
}

/** SMS and voice through Twilio's official SDK; status callbacks are checked against the auth token's signature. */
export class TwilioProvider {
  private readonly client: twilio.Twilio;

  constructor(private readonly settings: TwilioSettings) {
    this.client = twilio(settings.accountSid, settings.authToken, { httpClient: new KeyedRequestClient(settings.apiUrl) });
  }

  readonly sms: Channel = {
    provider: 'twilio',
    send: (message) =>
      sendKey.run(message.messageId, async () => {
        const sent = await this.client.messages.create({
          to: message.to,
          from: message.senderName ?? this.settings.from,
          body: message.body,
          statusCallback: message.statusCallback,
        });
        return sent.sid;
      }),
  };

  readonly voice: Channel = {
    provider: 'twilio',
    send: (message: OutgoingMessage) =>
      sendKey.run(message.messageId, async () => {
        const twiml = new twilio.twiml.VoiceResponse();
        twiml.say({ language: message.language as never }, message.body);
        const call = await this.client.calls.create({
          to: message.to,
          from: this.settings.from,
          twiml: twiml.toString(),
          timeout: this.settings.ringSeconds,
          statusCallback: message.statusCallback,
          statusCallbackEvent: ['completed'],
        });
        return call.sid;
      }),
  };

  /** The code is typed on the phone's keypad while the call is on; Twilio posts the digits to `digitsCallback`. */
  readonly verifier: VerificationCaller = {
    provider: 'twilio',
    call: (call) =>
      sendKey.run(call.key, async () => {
        const twiml = new twilio.twiml.VoiceResponse();
        twiml
          .gather({ numDigits: VERIFICATION_CODE_DIGITS, action: call.digitsCallback, method: 'POST', timeout: 20 })
          .say({ language: call.language as never }, call.prompt);
        const placed = await this.client.calls.create({
          to: call.to,
          from: this.settings.verifyFrom,
          twiml: twiml.toString(),
          timeout: this.settings.ringSeconds,
        });
        return placed.sid;
      }),
  };

  isSignedCallback(url: string, params: Record<string, string>, signature: string): boolean {
    return twilio.validateRequest(this.settings.authToken, signature, url, params);
  }
}
