import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export type CallOutcome = 'completed' | 'no-answer' | 'busy';

/** One message or call the server accepted (once per idempotency key). */
export interface ProviderRecord {
  sid: string;
  kind: 'sms' | 'call';
  to: string;
  from: string;
  body: string;
  idempotencyKey: string;
  statusCallback: string;
  /** When it was accepted (epoch ms). */
  acceptedAt: number;
}

export interface ProviderServerOptions {
  accountSid: string;
  authToken: string;
  /** How the diner's phone answers a call. */
  callOutcome?: (to: string) => CallOutcome;
  /** What the person answering a call that gathers digits (a verification call) types on the keypad, once they know. */
  digitsFor?: (to: string) => Promise<string>;
  /** Holds every answer until `release()` (a stalled provider: a worker can be killed while it waits). */
  holdAnswers?: boolean;
  /** Numbers it refuses to text or call, as Twilio refuses an invalid 'To' number (HTTP 400, code 21211). */
  refuses?: (to: string) => boolean;
}

/**
 * A local HTTP server with the two Twilio endpoints the adapter uses (Messages.json and Calls.json). Like the real
 * API it takes an Idempotency-Key (the same key twice gives the same resource, sent once), and it reports each
 * message's and call's outcome to its status callback, or a call's gathered digits to its Gather action, signed with
 * the auth token as Twilio signs.
 */
export interface ProviderServer {
  apiUrl: string;
  accepted: ProviderRecord[];
  /** Requests received, repeats included. */
  requests: number;
  /** Requests received and not yet answered (with `holdAnswers`, sends a killed worker would never see end). */
  inFlight: number;
  /** Answers the held requests, and every later one at once. */
  release(): void;
  /** Every callback sent so far, to replay one. */
  callbacks: { url: string; params: Record<string, string> }[];
  /** Posts a callback exactly as signed and sent before; resolves with the gateway's answer. */
  replay(callback: { url: string; params: Record<string, string> }): Promise<unknown>;
  close(): Promise<void>;
}

const readForm = async (req: IncomingMessage): Promise<Record<string, string>> => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
};

export async function startProviderServer(options: ProviderServerOptions): Promise<ProviderServer> {
  const byKey = new Map<string, ProviderRecord>();
  const accepted: ProviderRecord[] = [];
  const callbacks: ProviderServer['callbacks'] = [];
  let requests = 0;
  let inFlight = 0;
  let release = () => {};
  const released = options.holdAnswers ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();

  const post = async (url: string, params: Record<string, string>) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilio.getExpectedTwilioSignature(options.authToken, url, params),
      },
      body: new URLSearchParams(params).toString(),
    });
    // A Gather action answers with TwiML, a status callback with the gateway's JSON envelope.
    return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
  };
  const callBack = (url: string, params: Record<string, string>) => {
    callbacks.push({ url, params });
    setImmediate(() => void post(url, params).catch(() => undefined));
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const match = /\/Accounts\/([^/]+)\/(Messages|Calls)\.json$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match || match[1] !== options.accountSid) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 20404, status: 404 }));
      return;
    }
    requests += 1;
    inFlight += 1;
    const form = await readForm(req);
    if (options.refuses?.(form.To)) {
      inFlight -= 1;
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 21211, message: "Invalid 'To' Phone Number", status: 400 }));
      return;
    }
    const kind = match[2] === 'Messages' ? 'sms' : 'call';
    const idempotencyKey = String(req.headers['idempotency-key'] ?? '');
    let record = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
    if (!record) {
      const sid = `${kind === 'sms' ? 'SM' : 'CA'}${String(accepted.length + 1).padStart(32, '0')}`;
      record = {
        sid,
        kind,
        to: form.To,
        from: form.From,
        body: form.Body ?? form.Twiml ?? '',
        idempotencyKey,
        statusCallback: form.StatusCallback,
        acceptedAt: Date.now(),
      };
      accepted.push(record);
      if (idempotencyKey) byKey.set(idempotencyKey, record);
      const base = { AccountSid: options.accountSid, To: record.to, From: record.from };
      const gatherAction = /<Gather [^>]*action="([^"]+)"/.exec(record.body)?.[1]?.replaceAll('&amp;', '&');
      if (gatherAction)
        void (options.digitsFor?.(record.to) ?? Promise.resolve('')).then((digits) =>
          callBack(gatherAction, { ...base, CallSid: sid, Digits: digits }),
        );
      else if (kind === 'sms') callBack(record.statusCallback, { ...base, MessageSid: sid, MessageStatus: 'delivered' });
      else callBack(record.statusCallback, { ...base, CallSid: sid, CallStatus: options.callOutcome?.(record.to) ?? 'completed' });
    }
    await released;
    inFlight -= 1;
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: record.sid, status: 'queued', to: record.to }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    accepted,
    get requests() {
      return requests;
    },
    get inFlight() {
      return inFlight;
    },
    release: () => release(),
    callbacks,
    replay: (callback) => post(callback.url, callback.params),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
