import type { Channel, OutgoingMessage } from './channel';

/** With no provider configured: each message is logged, clearly not sent, and its reference says so. */
export class DevelopmentOutbox implements Channel {
  readonly provider = 'outbox' as const;

  constructor(
    private readonly channel: string,
    private readonly log: (line: string) => void,
  ) {}

  async send(message: OutgoingMessage): Promise<string> {
    const subject = message.subject ? ` "${message.subject}"` : '';
    this.log(`[development outbox] NOT SENT ${this.channel} to ${message.to}${subject}: ${message.body}`);
    return `not-sent:${message.messageId}`;
  }
}
