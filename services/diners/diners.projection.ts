import type { EntityManager } from 'typeorm';
import { tagNameKey } from '@covers/shared';
import type { Projection, RecordedEvent } from '../eventstore';
import { DINER_PROFILE_KEYS } from './diners.decider';
import type { Diner, DinerEvent } from './diners.events';

const COLUMNS = ['diner_id', 'group_uid', ...DINER_PROFILE_KEYS, 'home_rid'];
const EDITED = COLUMNS.filter((c) => !['diner_id', 'group_uid', 'home_rid'].includes(c));

/** A diner's profile as an event gives it whole; tags deleted meanwhile (a profile an undo restores) are left out. */
async function writeProfile(manager: EntityManager, diner: Diner): Promise<void> {
  await manager.query(
    `UPDATE diners SET ${EDITED.map((c) => (c === 'tags' ? `tags = ARRAY(SELECT t FROM unnest(d.tags) t WHERE t IN (SELECT tag_id::text FROM diner_tags))` : `${c} = d.${c}`)).join(', ')}
       FROM jsonb_populate_record(null::diners, $2::jsonb) d WHERE diners.diner_id = $1`,
    [diner.diner_id, JSON.stringify(diner)],
  );
}

/** A merge and its undo move bookings' counts between the diners (see the reservations context's MergedDinerVisitStats migration). */
async function refreshVisitStats(manager: EntityManager, dinerIds: string[]): Promise<void> {
  await manager.query(`SELECT diner_visit_stats_refresh($1::uuid[])`, [dinerIds]);
}

/** An undone merge gives back the merge it overtook, which is the latest of its diners again. */
async function reopenMerge(manager: EntityManager, mergeId: string | null): Promise<void> {
  if (mergeId) await manager.query(`UPDATE diner_merges SET undoable = true WHERE merge_id = $1`, [mergeId]);
}

/** Something happened to these diners: no merge before it that involved them can be undone any more. */
async function closeMerges(manager: EntityManager, dinerIds: string[]): Promise<void> {
  await manager.query(
    `UPDATE diner_merges SET undoable = false WHERE undoable AND (kept_id = ANY($1::uuid[]) OR merged_id = ANY($1::uuid[]))`,
    [dinerIds],
  );
}

/**
 * The diner directory read model (its match keys follow it after the commit: `dinerMatchKeys`). A phone or email
 * already taken in the group keeps its first diner (ON CONFLICT DO NOTHING), the same way on every rebuild. The diners
 * are read from the stored event (`diner` of DinerRegistered, `diners` of DinersRegistered), so an import's batch
 * crosses the wire once.
 */
export const dinersProjection: Projection = {
  name: 'diners',
  tables: ['diners', 'diner_tags', 'diner_merges'],
  handles: [
    'DinerRegistered',
    'DinersRegistered',
    'DinerEdited',
    'DinerPhotoChanged',
    'DinerPhotoRemoved',
    'DinerUnsubscribed',
    'DinerKeptInMerge',
    'DinerMergedAway',
    'DinerKeptMergeUndone',
    'DinerMergedAwayRestored',
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
      case 'DinerPhotoChanged':
        await manager.query(`UPDATE diners SET photo_version = $2 WHERE diner_id = $1`, [event.data.diner_id, event.data.photo.version]);
        return;
      case 'DinerPhotoRemoved':
        await manager.query(`UPDATE diners SET photo_version = NULL WHERE diner_id = $1`, [event.data.diner_id]);
        return;
      case 'DinerUnsubscribed':
        await manager.query(`UPDATE diners SET marketing_opt_in = false WHERE diner_id = $1`, [event.data.diner_id]);
        await closeMerges(manager, [event.data.diner_id]);
        return;
      case 'DinerEdited':
        await writeProfile(manager, event.data.diner);
        await closeMerges(manager, [event.data.diner.diner_id]);
        return;
      case 'DinerMergedAway':
        // Before the kept diner's event: the merged diner gives up its phone and email first, so the kept one may take them.
        await manager.query(`UPDATE diners SET merged_into = $1 WHERE diner_id = $2 OR diner_id = ANY($3::uuid[])`, [
          event.data.kept_id,
          event.data.diner.diner_id,
          event.data.absorbed,
        ]);
        return;
      case 'DinerKeptInMerge':
        await writeProfile(manager, event.data.diner);
        await closeMerges(manager, [event.data.diner.diner_id, event.data.merged_id]);
        await refreshVisitStats(manager, [event.data.diner.diner_id, event.data.merged_id]);
        await manager.query(
          `INSERT INTO diner_merges (merge_id, group_uid, kept_id, merged_id, merged_at, position, undoable) VALUES ($1, $2, $3, $4, $5, $6, true)`,
          [
            event.data.merge_id,
            event.data.diner.group_uid,
            event.data.diner.diner_id,
            event.data.merged_id,
            recorded.metadata.now,
            recorded.position,
          ],
        );
        return;
      case 'DinerKeptMergeUndone':
        // Before the merged diner's event: the kept diner gives back the phone and email it took.
        await writeProfile(manager, event.data.diner);
        await manager.query(`UPDATE diner_merges SET undone_at = $2, undoable = false WHERE merge_id = $1`, [
          event.data.merge_id,
          recorded.metadata.now,
        ]);
        await reopenMerge(manager, event.data.reopened);
        return;
      case 'DinerMergedAwayRestored':
        await manager.query(`UPDATE diners SET merged_into = NULL WHERE diner_id = $1`, [event.data.diner.diner_id]);
        await manager.query(`UPDATE diners SET merged_into = $1 WHERE diner_id = ANY($2::uuid[])`, [
          event.data.diner.diner_id,
          event.data.absorbed,
        ]);
        await refreshVisitStats(manager, [event.data.diner.diner_id, event.data.kept_id]);
        await writeProfile(manager, event.data.diner);
        await reopenMerge(manager, event.data.reopened);
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
