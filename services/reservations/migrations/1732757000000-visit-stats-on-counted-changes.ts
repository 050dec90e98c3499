import { FULFILLED_STATUSES } from '@covers/shared';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { visitStatsOnChange } from './1732530000000-diner-visit-stats';

const fulfilled = FULFILLED_STATUSES.map((status) => `'${status}'`).join(', ');
/** What a status counts as in a diner's visit stats: a visit, a cancellation, a no-show, or nothing. */
export const countedAs = (status: string) =>
  `CASE WHEN ${status} IN (${fulfilled}) THEN 'visit' WHEN ${status} IN ('Cancelled', 'NoShow') THEN ${status} ELSE '' END`;

/**
 * A booking's status change recounts its diner only if it moves the booking between what the stats count (a visit, a
 * cancellation, a no-show, nothing): the host's steps in between (a party called, pinged, seated, paid) left every
 * count as it was, and the recount was most of the time of each of those writes.
 */
export class VisitStatsOnCountedChanges1732757000000 implements MigrationInterface {
  name = 'VisitStatsOnCountedChanges1732757000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(visitStatsOnChange(`${countedAs('n.status')} <> ${countedAs('o.status')}`, 'CREATE OR REPLACE'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(visitStatsOnChange('n.status <> o.status', 'CREATE OR REPLACE'));
  }
}
