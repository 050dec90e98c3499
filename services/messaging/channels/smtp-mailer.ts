import { createTransport, type Transporter } from 'nodemailer';
import type { Channel, OutgoingMessage } from './channel';

/** A marketing e-mail's unsubscribe headers: a mail client may unsubscribe by one POST to the address (RFC 8058). */
const unsubscribeHeaders = (url: string | null | undefined): Record<string, string> =>
  url ? { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};

/** Connections kept open to the SMTP server, each sending one mail after another. */
const POOLED_CONNECTIONS = 8;

/**
 * E-mail through any SMTP server (SMTP_URL), over a pool of open connections. The idempotency key is the Message-ID,
 * so a resend is recognisably the same mail.
 */
export class SmtpMailer implements Channel {
  readonly provider = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const pooled = new URL(smtpUrl);
    pooled.searchParams.set('pool', 'true');
    pooled.searchParams.set('maxConnections', String(POOLED_CONNECTIONS));
    this.transport = createTransport(pooled.toString());
  }

  reference(message: OutgoingMessage): string {
    return `<${encodeURIComponent(message.messageId)}@covers>`;
  }

  async send(message: OutgoingMessage): Promise<string> {
    const messageId = this.reference(message);
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      replyTo: message.replyTo ?? undefined,
      subject: message.subject ?? '',
      text: message.body,
      messageId,
      headers: { 'Idempotency-Key': message.messageId, ...unsubscribeHeaders(message.listUnsubscribe) },
    });
    return messageId;
  }

  close(): void {
    this.transport.close();
  }
}
