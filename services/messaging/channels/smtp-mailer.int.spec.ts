import { createServer, type AddressInfo } from 'node:net';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox';
import type { OutgoingMessage } from './channel';
import { SmtpMailer } from './smtp-mailer';

const message = (key: string): OutgoingMessage => ({
  messageId: key,
  to: `${key.replace(/\W/g, '')}@diner.example`,
  subject: 'Your table tonight',
  body: 'See you at 19:00.',
  language: 'en',
  replyTo: null,
  senderName: null,
  statusCallback: 'http://127.0.0.1:9/status',
});

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('SMTP mailer connections', () => {
  let inbox: SmtpInbox;
  let mailer: SmtpMailer;

  beforeEach(async () => {
    inbox = await startSmtpInbox();
    mailer = new SmtpMailer(inbox.url, 'Covers <no-reply@covers.local>');
  });
  afterEach(async () => {
    mailer.close();
    await inbox.close();
  });

  it('opens its connections ahead of the mails when warmed, and sends the mails over them', async () => {
    await mailer.warm();
    expect(inbox.connections).toBe(8);
    const keys = Array.from({ length: 20 }, (_, i) => `booking-${i}:reminder:2h`);
    const sent = await Promise.all(keys.map((key) => mailer.send(message(key))));
    expect(sent).toEqual(keys.map((key) => `<${encodeURIComponent(key)}@covers>`));
    expect(inbox.connections).toBe(8);
    expect(inbox.arrivals.map((arrival) => arrival.messageId).sort()).toEqual([...sent].sort());
    expect((await inbox.mails()).map((mail) => mail.headers.get('idempotency-key')).sort()).toEqual([...keys].sort());
    await mailer.warm();
    expect(inbox.connections).toBe(8);
  });

  it('keeps a connection opened for a mail for the next ones', async () => {
    for (const key of ['a:reminder:2h', 'b:reminder:2h', 'c:reminder:2h']) await mailer.send(message(key));
    expect(inbox.arrivals).toHaveLength(3);
    expect(inbox.connections).toBe(1);
  });

  it('tells when a mail is handed over, before the server answers, whether the server then takes it or refuses it', async () => {
    const holding = await startSmtpInbox({ holdReplies: true, refuses: (to) => to.startsWith('busy') });
    const held = new SmtpMailer(holding.url, 'Covers <no-reply@covers.local>');
    try {
      const handedOver: string[] = [];
      let answered = false;
      const sending = held.send(message('booking-1:reminder:2h'), () => handedOver.push('booking-1'));
      void sending.then(() => (answered = true));
      while (holding.held === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(handedOver).toEqual(['booking-1']);
      expect(answered).toBe(false);
      expect(holding.arrivals.map((arrival) => arrival.messageId)).toEqual([`<${encodeURIComponent('booking-1:reminder:2h')}@covers>`]);
      holding.release();
      await expect(sending).resolves.toBe(`<${encodeURIComponent('booking-1:reminder:2h')}@covers>`);

      const refused = held.send({ ...message('busy:reminder:2h'), to: 'busy@diner.example' }, () => handedOver.push('busy'));
      await expect(refused).rejects.toThrow(/451/);
      expect(handedOver).toEqual(['booking-1', 'busy']);
    } finally {
      held.close();
      await holding.close();
    }
  });

  it('fails the mails when the server cannot be reached, leaving none waiting', async () => {
    const unreachable = new SmtpMailer(`smtp://127.0.0.1:${await closedPort()}`, 'Covers <no-reply@covers.local>');
    try {
      await unreachable.warm();
      const sends = Array.from({ length: 12 }, (_, i) => unreachable.send(message(`lost-${i}:reminder:2h`)));
      const outcomes = await Promise.allSettled(sends);
      expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    } finally {
      unreachable.close();
    }
  });
});
