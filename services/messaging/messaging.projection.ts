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
    case 'MessageFailed':
      return event.data.reason;
    default:
      return event.data.provider_status;
  }
}

/** `messages` (one row per message, its state now) and `message_history` (every step, for the audit trail). */
export const messagingProjection: Projection = {
  name: 'messaging',
  tables: ['messages', 'message_history'],
  handles: MESSAGE_EVENT_TYPES,
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as MessageEvent;
    const at = recorded.metadata.now;
    const state = STATE_AFTER[event.type];
    if (event.type === 'MessageQueued') {
      const d = event.data;
      await manager.query(
        `INSERT INTO messages (message_id, rid, reservation_id, diner_id, kind, channel, recipient, lang, subject, body, state, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'queued', $11, $11)`,
        [d.message_id, recorded.rid, d.reservation_id, d.diner_id ?? null, d.kind, d.channel, d.recipient, d.lang, d.subject, d.body, at],
      );
    } else {
      const sent = event.type === 'MessageSent' ? event.data : null;
      await manager.query(
        `UPDATE messages SET state = $2, updated_at = $3, provider = COALESCE($4, provider), provider_ref = COALESCE($5, provider_ref)
          WHERE message_id = $1`,
        [event.data.message_id, state, at, sent?.provider ?? null, sent?.provider_ref ?? null],
      );
    }
    await manager.query(`INSERT INTO message_history (message_id, position, state, detail, at) VALUES ($1, $2, $3, $4, $5)`, [
      event.data.message_id,
      recorded.position,
      state,
      detailOf(event),
      at,
    ]);
  },
};
