import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpInboxOptions {
  /**
   * Holds its answer to each mail's data until `release()`: the mail is received and kept, but its sender has not heard
   * so (a worker can be killed while it waits).
   */
  holdReplies?: boolean;
  /** Recipients whose mail it refuses at the end of the data (451, try again later), and then neither keeps nor counts. */
  refuses?: (to: string) => boolean;
}

/** A real SMTP server on a free local port, keeping every mail it receives, parsed. */
export interface SmtpInbox {
  url: string;
  /** Every mail received, parsed: a mail is accepted before it is parsed, so this waits for the parsing under way. */
  mails(): Promise<ParsedMail[]>;
  /** Each mail's Message-ID and when its data was received (epoch ms), in arrival order, repeats included. */
  arrivals: { messageId: string; at: number }[];
  /** How many connections clients have opened to it. */
  readonly connections: number;
  /** Mails received whose answer is held (`holdReplies`). */
  readonly held: number;
  /** Answers the mails held, and every later one at once. */
  release(): void;
  close(): Promise<void>;
}

/** The Message-ID header of a raw mail, as written (angle brackets included); '' when it has none. */
function messageIdOf(raw: Buffer): string {
  const end = raw.indexOf('\r\n\r\n');
  const headers = raw.subarray(0, end < 0 ? raw.length : end).toString('utf8');
  return /^message-id:\s*(<[^>]*>)/im.exec(headers)?.[1] ?? '';
}

export async function startSmtpInbox(options: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  const parsing = new Set<Promise<void>>();
  const arrivals: SmtpInbox['arrivals'] = [];
  let connections = 0;
  let held: (() => void)[] | null = options.holdReplies ? [] : null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, done) {
      connections++;
      done();
    },
    // The mail is accepted (250) the moment its data ends and parsed afterwards, as an MTA queues a mail before it
    // processes it (RFC 1047); `holdReplies` holds that answer back instead.
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (session.envelope.rcptTo.some((to) => options.refuses?.(to.address))) {
          done(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        arrivals.push({ messageId: messageIdOf(raw), at: Date.now() });
        if (held) held.push(() => done());
        else done();
        const parsed = simpleParser(raw).then(
          (mail) => void mails.push(mail),
          () => undefined,
        );
        parsing.add(parsed);
        void parsed.finally(() => parsing.delete(parsed));
      });
    },
  });
  // A client that vanishes mid-mail (a killed worker) resets its connection: that is not the server failing.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails: async () => {
      await Promise.all(parsing);
      return mails;
    },
    arrivals,
    get connections() {
      return connections;
    },
    get held() {
      return held?.length ?? 0;
    },
    release() {
      const answers = held ?? [];
      held = null;
      for (const answer of answers) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
