import type { RecordedEvent } from '@covers/services/eventstore';
import { Client } from 'pg';

/** The channel on which gateway processes sharing a database tell each other that the event log moved. */
const CHANNEL = 'covers_events_appended';
const RELISTEN_MS = 5000;
/** PostgreSQL refuses a notification payload of 8000 bytes or more; a longer one is sent as a bare signal. */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Wakes this process's tailer when another process appends (PostgreSQL LISTEN/NOTIFY), so a change made through
 * one gateway reaches the screens of another at once instead of at the next poll. Only a hint: the tailer still
 * polls and reads the log itself, so a notification lost while the connection is down costs latency, not events.
 * The notification is sent after the append has committed, outside its transaction, so appends never queue on
 * PostgreSQL's notification lock.
 *
 * A notification carries the committed events that `carried` picks (when they fit in one), so the other processes can
 * show them before their tailers have read the log (`onSignal`'s events; none from a bare signal or from this process).
 */
export class EventLogSignal {
  private listener?: Client;
  private listenerPid?: number;
  private sending = false;
  private pending: RecordedEvent[] = [];
  private sendAgain = false;
  private stopped = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly url: string,
    private readonly onSignal: (events: RecordedEvent[]) => void,
    private readonly onError: (error: unknown) => void,
    private readonly carried: (event: RecordedEvent) => boolean,
  ) {}

  start(): Promise<void> {
    return this.listen();
  }

  /** Tells the other processes that this one appended `events`; a burst of appends sends one notification at a time. */
  announce(events: RecordedEvent[]): void {
    const client = this.listener;
    if (!client) return;
    this.pending.push(...events.filter(this.carried));
    if (this.sending) {
      this.sendAgain = true;
      return;
    }
    this.sending = true;
    const carried = this.pending.length > 0 ? JSON.stringify(this.pending) : '';
    this.pending = [];
    client
      .query(`SELECT pg_notify($1, $2)`, [CHANNEL, Buffer.byteLength(carried) <= MAX_PAYLOAD_BYTES ? carried : ''])
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.sending = false;
        if (!this.sendAgain) return;
        this.sendAgain = false;
        this.announce([]);
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.listener;
    this.listener = undefined;
    await client?.end().catch(() => undefined);
  }

  private heard(processId: number, payload: string | undefined): void {
    let events: RecordedEvent[] = [];
    if (payload && processId !== this.listenerPid) {
      try {
        events = JSON.parse(payload) as RecordedEvent[];
      } catch (error) {
        this.onError(error);
      }
    }
    this.onSignal(events);
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.url, application_name: 'covers-live-signal' });
    client.on('notification', (message) => this.heard(message.processId, message.payload));
    client.on('error', (error) => this.lost(client, error));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.listenerPid = (await client.query<{ pid: number }>(`SELECT pg_backend_pid() AS pid`)).rows[0].pid;
    } catch (error) {
      return this.lost(client, error);
    }
    if (this.stopped) return void (await client.end().catch(() => undefined));
    this.listener = client;
    // Whatever was appended while not listening is read now rather than at the next poll.
    this.onSignal([]);
  }

  private lost(client: Client, error: unknown): void {
    if (this.listener === client) this.listener = undefined;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.onError(error);
    this.retry = setTimeout(() => void this.listen(), RELISTEN_MS);
  }
}
