import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import { TELEPHONY_EVENT_TYPES, type TelephonyEvent } from './telephony.events';

/** Each outlet's phone booking settings and API keys, kept in the appending transaction. */
export const telephonyProjection: Projection = {
  name: 'telephony',
  tables: ['telephony_settings', 'telephony_api_keys'],
  handles: TELEPHONY_EVENT_TYPES,
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as TelephonyEvent;
    const at = recorded.metadata.now;
    switch (event.type) {
      case 'TelephonySettingsSaved':
        await manager.query(
          `INSERT INTO telephony_settings (rid, settings) VALUES ($1, $2::jsonb) ON CONFLICT (rid) DO UPDATE SET settings = $2::jsonb`,
          [recorded.rid, JSON.stringify(event.data.settings)],
        );
        return;
      case 'ApiKeyCreated': {
        const { key_id, label, prefix, key_hash } = event.data;
        await manager.query(
          `INSERT INTO telephony_api_keys (key_id, rid, label, prefix, key_hash, created_at, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [key_id, recorded.rid, label, prefix, key_hash, at, recorded.metadata.actor],
        );
        return;
      }
      case 'ApiKeyRevoked':
        await manager.query(`UPDATE telephony_api_keys SET revoked_at = $2 WHERE key_id = $1`, [event.data.key_id, at]);
        return;
      case 'IncomingCallReceived':
        return;
    }
  },
};
