import { DomainError } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The diner a booking names by diner_id, which must be one of the caller's group: an id that does not exist
 * and another group's diner are refused alike (the answer does not tell one from the other). A diner merged away
 * (a screen not yet refreshed) stands for the diner it was merged into.
 */
export async function requireGroupDiner(db: DataSource | EntityManager, groupUid: string, dinerId: string): Promise<{ diner_id: string }> {
  const rows: { diner_id: string }[] = await db.query(
    `SELECT coalesce(merged_into, diner_id) AS diner_id FROM diners WHERE diner_id = $1 AND group_uid = $2`,
    [dinerId, groupUid],
  );
  if (rows.length === 0) throw new DomainError('VALIDATION_FAILED', { diner_id: 'errors.notFound' });
  return rows[0];
}
