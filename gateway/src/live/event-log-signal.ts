import { Client } from 'pg';

/** The channel on which gateway processes sharing a database tell each other that the event log moved. */
const CHANNEL = 'covers_events_appended';
const RELISTEN_MS = 5000;

/**
 * Wakes this process's tailer when another process appends (PostgreSQL LISTEN/NOTIFY), so a change made through
 * one gateway reaches the screens of another at once instead of at the next poll. Only a hint: the tailer still
 * polls and reads the log itself, so a notification lost while the connection is down costs latency, not events.
 * The notification is sent after the append has committed, outside its transaction, so appends never queue on
 * PostgreSQL's notification lock.
 */
export class EventLogSignal {
  private listener?: Client;
  private sending = false;
  private sendAgain = false;
  private stopped = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly url: string,
    private readonly onSignal: () => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): Promise<void> {
    return this.listen();
  }

  /** Tells the other processes that this one appended; a burst of appends sends one notification at a time. */
  announce(): void {
    const client = this.listener;
    if (!client) return;
    if (this.sending) {
      this.sendAgain = true;
      return;
    }
    this.sending = true;
    client
      .query(`SELECT pg_notify($1, '')`, [CHANNEL])
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.sending = false;
        if (!this.sendAgain) return;
        this.sendAgain = false;
        this.announce();
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.listener;
    this.listener = undefined;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.url, application_name: 'covers-live-signal' });
    client.on('notification', () => this.onSignal());
    client.on('error', (error) => this.lost(client, error));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      return this.lost(client, error);
    }
    if (this.stopped) return void (await client.end().catch(() => undefined));
    this.listener = client;
    // Whatever was appended while not listening is read now rather than at the next poll.
    this.onSignal();
  }

  private lost(client: Client, error: unknown): void {
    if (this.listener === client) this.listener = undefined;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.onError(error);
    this.retry = setTimeout(() => void this.listen(), RELISTEN_MS);
  }
}
