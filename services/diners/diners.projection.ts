import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import type { DinerEvent } from './diners.events';

const COLUMNS = [
  'diner_id', 'group_uid', 'salutation', 'first_name', 'last_name', 'phone', 'email', 'vip', 'gender', 'nationality',
  'organisation', 'birthday', 'anniversary', 'tags', 'dining_preferences', 'seating_preferences', 'notes', 'marketing_opt_in', 'membership',
];

/**
 * The diner directory read model. A phone or email already taken in the group keeps its first diner
 * (ON CONFLICT DO NOTHING), the same way on every rebuild.
 */
export const dinersProjection: Projection = {
  name: 'diners',
  tables: ['diners'],
  handles: ['DinerRegistered', 'DinersRegistered'],
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as DinerEvent;
    const diners = event.type === 'DinerRegistered' ? [event.data.diner] : event.data.diners;
    if (diners.length === 0) return;
    await manager.query(
      `INSERT INTO diners (created_at, ${COLUMNS.join(', ')})
       SELECT $2, ${COLUMNS.map((c) => `d.${c}`).join(', ')} FROM jsonb_populate_recordset(null::diners, $1::jsonb) d
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(diners), recorded.metadata.now],
    );
  },
};
