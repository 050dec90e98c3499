import type { MigrationInterface, QueryRunner } from 'typeorm';
import { visitStatsOnChange } from './1732530000000-diner-visit-stats';
import { countedAs } from './1732757000000-visit-stats-on-counted-changes';

const COUNTED_CHANGE = `${countedAs('n.status')} <> ${countedAs('o.status')}`;

/**
 * A booking inserted or deleted recounts its diner only if its status counts (a visit, a cancellation, a no-show): a
 * new booking counts as nothing, and a diner without a row reads 0. An import of 50,000 bookings of new diners
 * counted each of them, to write 50,000 rows of zeros.
 */
export class VisitStatsOnCountedRows1732760000000 implements MigrationInterface {
  name = 'VisitStatsOnCountedRows1732760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(visitStatsOnChange(COUNTED_CHANGE, 'CREATE OR REPLACE', `${countedAs('r.status')} <> ''`));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(visitStatsOnChange(COUNTED_CHANGE, 'CREATE OR REPLACE'));
  }
}
