import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import { MESSAGE_EVENT_TYPES, type MessageEvent } from './messaging.events';
import { STATE_AFTER } from './messaging.state';

/** What the history line says beside the state: the provider, its reference or its words. */
function detailOf(event: MessageEvent): string | null {
  switch (event.type) {
    case 'MessageQueued':
      return `${event.data.channel} ${event.data.recipient}`;
    case 'MessageSent':
      return `${event.data.provider} ${event.data.provider_ref}`;
    case 'MessageReturned':
    case 'MessageFailed':
      return event.data.reason;
    default:
      return event.data.provider_status;
  }
}

/** One row of `messages` and its first history line, per queued message: jsonb_to_recordset's columns. */
const QUEUED_ROWS = `message_id text, rid int, reservation_id uuid, diner_id uuid, kind text, channel text, recipient text, lang text,
                    subject text, body text, position bigint, detail text, at timestamptz`;

const queuedRow = (recorded: RecordedEvent) => {
  const event = { type: recorded.type, data: recorded.data } as Extract<MessageEvent, { type: 'MessageQueued' }>;
  const d = event.data;
  return {
    message_id: d.message_id,
    rid: recorded.rid,
    reservation_id: d.reservation_id,
    diner_id: d.diner_id ?? null,
    kind: d.kind,
    channel: d.channel,
    recipient: d.recipient,
    lang: d.lang,
    subject: d.subject,
    body: d.body,
    position: recorded.position,
    detail: detailOf(event),
    at: recorded.metadata.now,
  };
};

/** Queued messages' rows and their history lines, in one statement. */
async function insertQueued(manager: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
  await manager.query(
    `WITH queued AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS q(${QUEUED_ROWS})),
          inserted AS (
            INSERT INTO messages (message_id, rid, reservation_id, diner_id, kind, channel, recipient, lang, subject, body, state, created_at, updated_at)
            SELECT message_id, rid, reservation_id, diner_id, kind, channel, recipient, lang, subject, body, 'queued', at, at FROM queued)
     INSERT INTO message_history (message_id, position, state, detail, at) SELECT message_id, position, 'queued', detail, at FROM queued`,
    [JSON.stringify(events.map(queuedRow))],
  );
}

/** A later step: the message's state now and its history line, in one statement. */
async function applyStep(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as MessageEvent;
  const sent = event.type === 'MessageSent' ? event.data : null;
  await manager.query(
    `WITH updated AS (
       UPDATE messages SET state = $2, updated_at = $3, provider = COALESCE($4, provider), provider_ref = COALESCE($5, provider_ref)
        WHERE message_id = $1)
     INSERT INTO message_history (message_id, position, state, detail, at) VALUES ($1, $6, $2, $7, $3)`,
    [
      event.data.message_id,
      STATE_AFTER[event.type],
      recorded.metadata.now,
      sent?.provider ?? null,
      sent?.provider_ref ?? null,
      recorded.position,
      detailOf(event),
    ],
  );
}

/** `messages` (one row per message, its state now) and `message_history` (every step, for the audit trail). */
export const messagingProjection: Projection = {
  name: 'messaging',
  tables: ['messages', 'message_history'],
  handles: MESSAGE_EVENT_TYPES,
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    if (recorded.type === 'MessageQueued') await insertQueued(manager, [recorded]);
    else await applyStep(manager, recorded);
  },
  /** A batch of messages queued together: their rows in one statement, then any later steps in order. */
  async applyAll(manager: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
    const queued = events.filter((event) => event.type === 'MessageQueued');
    if (queued.length > 0) await insertQueued(manager, queued);
    for (const event of events) if (event.type !== 'MessageQueued') await applyStep(manager, event);
  },
};
