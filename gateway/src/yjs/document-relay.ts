import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

/**
 * What one gateway process tells the others serving the same document: an update once it is stored, a
 * change of cursors, that it has just opened the document (the others answer with their editors' cursors),
 * or that the document was restarted (its editors must start again).
 */
export type RelayMessage =
  { kind: 'update' | 'awareness'; payload: Uint8Array } | { kind: 'hello' } | { kind: 'restart'; closeCode: number };

/** How the gateway processes serving one document pass each other its changes, wherever the proxy sent each editor. */
export interface DocumentRelay {
  /** False for a lone process: nothing is encoded for others. */
  readonly active: boolean;
  /** Hears the document's messages from the other processes; resolves once listening, to a function that stops it. */
  listen(name: string, hear: (message: RelayMessage) => void): Promise<() => Promise<void>>;
  tell(name: string, message: RelayMessage): void;
  close(): Promise<void>;
}

/** One process, nobody to tell (no REDIS_URL). */
export const LONE_PROCESS: DocumentRelay = {
  active: false,
  listen: async () => async () => undefined,
  tell: () => undefined,
  close: async () => undefined,
};

const KINDS = ['update', 'awareness', 'restart', 'hello'] as const;
const SENDER_BYTES = 16;

/** Redis pub/sub, one channel per document: [sender id][kind][payload]; a process ignores its own messages. */
export class RedisDocumentRelay implements DocumentRelay {
  readonly active = true;
  private readonly sender = randomBytes(SENDER_BYTES);

  private constructor(
    private readonly publisher: ReturnType<typeof createClient>,
    private readonly subscriber: ReturnType<typeof createClient>,
    private readonly onError: (error: unknown) => void,
  ) {}

  static async connect(url: string, onError: (error: unknown) => void): Promise<RedisDocumentRelay> {
    const publisher = createClient({ url });
    const subscriber = publisher.duplicate();
    // The clients reconnect by themselves; an error event nobody listens to would end the process.
    for (const client of [publisher, subscriber]) client.on('error', onError);
    await Promise.all([publisher.connect(), subscriber.connect()]);
    return new RedisDocumentRelay(publisher, subscriber, onError);
  }

  async listen(name: string, hear: (message: RelayMessage) => void): Promise<() => Promise<void>> {
    const channel = channelOf(name);
    const listener = (raw: Buffer) => {
      if (raw.subarray(0, SENDER_BYTES).equals(this.sender)) return;
      hear(decode(raw.subarray(SENDER_BYTES)));
    };
    await this.subscriber.subscribe(channel, listener, true);
    return async () => {
      await this.subscriber.unsubscribe(channel, listener, true).catch(this.onError);
    };
  }

  tell(name: string, message: RelayMessage): void {
    this.publisher.publish(channelOf(name), Buffer.concat([this.sender, encode(message)])).catch(this.onError);
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher, this.subscriber].map((client) => client.quit().catch(() => undefined)));
  }
}

const channelOf = (name: string) => `covers:yjs:${name}`;

function encode(message: RelayMessage): Buffer {
  const kind = Buffer.of(KINDS.indexOf(message.kind));
  if (message.kind === 'hello') return kind;
  if (message.kind === 'restart') {
    const code = Buffer.alloc(2);
    code.writeUInt16BE(message.closeCode);
    return Buffer.concat([kind, code]);
  }
  return Buffer.concat([kind, message.payload]);
}

function decode(body: Buffer): RelayMessage {
  const kind = KINDS[body[0]];
  if (kind === 'hello') return { kind };
  if (kind === 'restart') return { kind, closeCode: body.readUInt16BE(1) };
  return { kind, payload: new Uint8Array(body.buffer, body.byteOffset + 1, body.byteLength - 1) };
}
