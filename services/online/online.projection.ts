import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import { ONLINE_EVENT_TYPES, type OnlineEvent } from './online.events';

/** Each outlet's online setup, one row, kept in the appending transaction. */
export const onlineProjection: Projection = {
  name: 'online',
  tables: ['online_settings'],
  handles: ONLINE_EVENT_TYPES,
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as OnlineEvent;
    const [column, value] = event.type === 'OnlineSettingsSaved' ? ['settings', event.data.settings] : ['holds', event.data.holds];
    await manager.query(
      `INSERT INTO online_settings (rid, ${column}) VALUES ($1, $2::jsonb) ON CONFLICT (rid) DO UPDATE SET ${column} = $2::jsonb`,
      [recorded.rid, JSON.stringify(value)],
    );
  },
};
