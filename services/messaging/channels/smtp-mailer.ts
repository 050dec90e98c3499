import MailComposer from 'nodemailer/lib/mail-composer';
import type { Channel, OutgoingMessage } from './channel';
import { SmtpConnections } from './smtp-connections';

/** A marketing e-mail's unsubscribe headers: a mail client may unsubscribe by one POST to the address (RFC 8058). */
const unsubscribeHeaders = (url: string | null | undefined): Record<string, string> =>
  url ? { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};

/** Connections kept open to the SMTP server, each sending one mail after another. */
const POOLED_CONNECTIONS = 8;

/**
 * E-mail through any SMTP server (SMTP_URL), over connections kept open between mails and opened ahead of need (`warm`).
 * The idempotency key is the Message-ID, so a resend is recognisably the same mail.
 */
export class SmtpMailer implements Channel {
  readonly provider = 'smtp' as const;
  private readonly connections: SmtpConnections;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.connections = new SmtpConnections(smtpUrl, POOLED_CONNECTIONS);
  }

  reference(message: OutgoingMessage): string {
    return `<${encodeURIComponent(message.messageId)}@covers>`;
  }

  async send(message: OutgoingMessage, handedOver?: () => void): Promise<string> {
    const messageId = this.reference(message);
    const mail = new MailComposer({
      from: this.from,
      to: message.to,
      replyTo: message.replyTo ?? undefined,
      subject: message.subject ?? '',
      text: message.body,
      messageId,
      headers: { 'Idempotency-Key': message.messageId, ...unsubscribeHeaders(message.listUnsubscribe) },
    }).compile();
    await this.connections.send(mail, handedOver);
    return messageId;
  }

  warm(): Promise<void> {
    return this.connections.warm();
  }

  close(): void {
    this.connections.close();
  }
}
