import type { EntityManager } from 'typeorm';
import { tagNameKey } from '@covers/shared';
import type { Projection, RecordedEvent } from '../eventstore';
import { DINER_PROFILE_KEYS } from './diners.decider';
import type { DinerEvent } from './diners.events';

const COLUMNS = ['diner_id', 'group_uid', ...DINER_PROFILE_KEYS, 'home_rid'];

/**
 * The diner directory read model. A phone or email already taken in the group keeps its first diner
 * (ON CONFLICT DO NOTHING), the same way on every rebuild. The diners are read from the stored event
 * (`diner` of DinerRegistered, `diners` of DinersRegistered), so an import's batch crosses the wire once.
 */
export const dinersProjection: Projection = {
  name: 'diners',
  tables: ['diners', 'diner_tags'],
  handles: [
    'DinerRegistered',
    'DinersRegistered',
    'DinerEdited',
    'DinerPhotoChanged',
    'DinerPhotoRemoved',
    'DinerTagCreated',
    'DinerTagEdited',
    'DinerTagDeleted',
  ],
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as DinerEvent;
    switch (event.type) {
      case 'DinerRegistered':
      case 'DinersRegistered':
        await manager.query(
          `INSERT INTO diners (created_at, ${COLUMNS.join(', ')})
           SELECT $2, ${COLUMNS.map((c) => `d.${c}`).join(', ')}
             FROM events e, jsonb_populate_recordset(null::diners, COALESCE(e.data -> 'diners', jsonb_build_array(e.data -> 'diner'))) d
            WHERE e.position = $1
           ON CONFLICT DO NOTHING`,
          [recorded.position, recorded.metadata.now],
        );
        return;
      case 'DinerEdited': {
        const edited = COLUMNS.filter((c) => !['diner_id', 'group_uid', 'home_rid'].includes(c));
        await manager.query(
          `UPDATE diners SET ${edited.map((c) => `${c} = d.${c}`).join(', ')}
             FROM jsonb_populate_record(null::diners, $2::jsonb) d WHERE diners.diner_id = $1`,
          [event.data.diner.diner_id, JSON.stringify(event.data.diner)],
        );
        return;
      }
      case 'DinerPhotoChanged':
        await manager.query(`UPDATE diners SET photo_version = $2 WHERE diner_id = $1`, [event.data.diner_id, event.data.photo.version]);
        return;
      case 'DinerPhotoRemoved':
        await manager.query(`UPDATE diners SET photo_version = NULL WHERE diner_id = $1`, [event.data.diner_id]);
        return;
      case 'DinerTagCreated':
        await manager.query(`INSERT INTO diner_tags (tag_id, group_uid, name, name_key, colour) VALUES ($1, $2, $3, $4, $5)`, [
          event.data.tag.tag_id,
          event.data.group_uid,
          event.data.tag.name,
          tagNameKey(event.data.tag.name),
          event.data.tag.colour,
        ]);
        return;
      case 'DinerTagEdited':
        await manager.query(`UPDATE diner_tags SET name = $2, name_key = $3, colour = $4 WHERE tag_id = $1`, [
          event.data.tag.tag_id,
          event.data.tag.name,
          tagNameKey(event.data.tag.name),
          event.data.tag.colour,
        ]);
        return;
      case 'DinerTagDeleted':
        await manager.query(`DELETE FROM diner_tags WHERE tag_id = $1`, [event.data.tag_id]);
        await manager.query(`UPDATE diners SET tags = array_remove(tags, $1) WHERE group_uid = $2 AND $1 = ANY(tags)`, [
          event.data.tag_id,
          event.data.group_uid,
        ]);
        return;
    }
  },
};
