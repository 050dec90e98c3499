import { DINER_CONTACT_FIELDS } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';

const COLUMNS = [
  'diner_id',
  'group_uid',
  ...DINER_CONTACT_FIELDS,
  'gender',
  'nationality',
  'organisation',
  'birthday',
  'anniversary',
  'tags',
  'dining_preferences',
  'seating_preferences',
  'notes',
  'marketing_opt_in',
  'membership',
];

/**
 * The diner directory read model. A phone or email already taken in the group keeps its first diner
 * (ON CONFLICT DO NOTHING), the same way on every rebuild. The diners are read from the stored event
 * (`diner` of DinerRegistered, `diners` of DinersRegistered), so an import's batch crosses the wire once.
 */
export const dinersProjection: Projection = {
  name: 'diners',
  tables: ['diners'],
  handles: ['DinerRegistered', 'DinersRegistered'],
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    await manager.query(
      `INSERT INTO diners (created_at, ${COLUMNS.join(', ')})
       SELECT $2, ${COLUMNS.map((c) => `d.${c}`).join(', ')}
         FROM events e, jsonb_populate_recordset(null::diners, COALESCE(e.data -> 'diners', jsonb_build_array(e.data -> 'diner'))) d
        WHERE e.position = $1
       ON CONFLICT DO NOTHING`,
      [recorded.position, recorded.metadata.now],
    );
  },
};
