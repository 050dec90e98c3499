import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import type MimeNode from 'nodemailer/lib/mime-node';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

interface Waiter {
  resolve: (connection: SMTPConnection) => void;
  reject: (error: Error) => void;
}

/**
 * The mail's data as SMTPConnection reads it, calling `handedOver` once its last byte, the final dot, has reached the
 * kernel: SMTPConnection pipes it into the stream that writes the data and the dot to the socket, and that stream
 * ends in the same turn of the event loop as it writes the dot.
 */
function handingOver(source: Readable, socket: () => Socket, handedOver: () => void) {
  return {
    on: source.on.bind(source),
    pipe(data: NodeJS.WritableStream) {
      data.once('end', () => {
        const sending = socket();
        if (sending.writableLength === 0) handedOver();
        else sending.once('drain', handedOver);
      });
      return source.pipe(data);
    },
  };
}

/**
 * Connections to one SMTP server (SMTP_URL), each sending one mail after another and kept open between mails.
 * `warm` opens them ahead of need. A server may take a second or more to greet
 * a new connection (its reverse DNS lookup, a greeting delay, TLS and login); a pool that opened its connections only when
 * a minute's first reminders came made each of them wait for that, holding its transaction and its worker meanwhile.
 * A connection the server closes (an idle timeout) or that fails is dropped, and opened again when wanted.
 */
export class SmtpConnections {
  private readonly options: SMTPConnection.Options;
  private readonly idle: SMTPConnection[] = [];
  private readonly waiters: Waiter[] = [];
  /** The mail each busy connection is sending: failed if the connection is lost before the server answers. */
  private readonly sending = new Map<SMTPConnection, (error: Error) => void>();
  /** Connections open or opening, idle or sending. */
  private count = 0;
  private closed = false;

  constructor(
    url: string,
    private readonly size: number,
  ) {
    this.options = parseConnectionUrl(url);
  }

  /** Opens connections up to the pool's size; resolves once those it opened are ready (or failed). */
  async warm(): Promise<void> {
    const opening: Promise<void>[] = [];
    while (!this.closed && this.count < this.size) opening.push(this.open());
    await Promise.all(opening);
  }

  /**
   * Sends a composed mail over the next free connection; resolves once the server accepts it. `handedOver` is called
   * when the whole mail has been written to the server, before its answer: see `handingOver`.
   */
  send(mail: MimeNode, handedOver: () => void = () => undefined): Promise<SMTPConnection.SentMessageInfo> {
    return new Promise((resolve, reject) => {
      void this.take().then((connection) => {
        this.sending.set(connection, reject);
        const data = handingOver(mail.createReadStream(), () => (connection as unknown as { _socket: Socket })._socket, handedOver);
        connection.send(mail.getEnvelope(), data as unknown as Readable, (error, info) => {
          if (this.sending.get(connection) !== reject) return;
          this.sending.delete(connection);
          if (error) {
            connection.close();
            reject(error);
            return;
          }
          this.give(connection);
          resolve(info);
        });
      }, reject);
    });
  }

  close(): void {
    this.closed = true;
    for (const connection of this.idle.splice(0)) connection.quit();
    for (const waiter of this.waiters.splice(0)) waiter.reject(new Error('SMTP connections closed'));
  }

  /** An idle connection, else one opened for this mail if the pool has room, else the next one freed. */
  private take(): Promise<SMTPConnection> {
    if (this.closed) return Promise.reject(new Error('SMTP connections closed'));
    const connection = this.idle.pop();
    if (connection) return Promise.resolve(connection);
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      if (this.count < this.size) void this.open();
    });
  }

  private give(connection: SMTPConnection): void {
    const waiter = this.waiters.shift();
    if (waiter) waiter.resolve(connection);
    else if (this.closed) connection.quit();
    else this.idle.push(connection);
  }

  /** Opens a connection for the pool; resolves once it is ready, or lost before it was. */
  private open(): Promise<void> {
    this.count++;
    const connection = new SMTPConnection(this.options);
    let ready = false;
    let gone = false;
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const lost = (error: Error) => {
      if (gone) return;
      gone = true;
      settle();
      this.count--;
      const at = this.idle.indexOf(connection);
      if (at >= 0) this.idle.splice(at, 1);
      const sending = this.sending.get(connection);
      this.sending.delete(connection);
      connection.close();
      sending?.(error);
      // A connection that never opened fails the mail waiting longest (not all: the others may yet get one).
      if (!ready) this.waiters.shift()?.reject(error);
      if (this.waiters.length > 0 && this.count < this.size && !this.closed) void this.open();
    };
    connection.on('error', lost);
    connection.once('end', () => lost(new Error('SMTP connection closed before it was ready')));
    const opened = () => {
      ready = true;
      this.give(connection);
      settle();
    };
    connection.connect(() => {
      // As nodemailer's own pool: credentials are given only to a server that offers AUTH.
      const auth = this.options.auth as SMTPConnection.Credentials | undefined;
      const offersAuth = (connection as SMTPConnection & { allowsAuth?: boolean }).allowsAuth;
      if (!auth?.user || !offersAuth) opened();
      else connection.login(auth, (error) => (error ? lost(error) : opened()));
    });
    return settled;
  }
}
