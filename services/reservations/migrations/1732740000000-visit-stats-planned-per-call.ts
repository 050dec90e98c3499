import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The visit-stats refresh is planned again at every call. Its cached plan was made while `reservations` was small
 * (a fresh outlet, or the first part of an import, all in one transaction) and kept reading the whole table once
 * per diner as it grew: 12,500 imported bookings took half a minute. Planned per call, it sees the table's current
 * size and reads each diner's bookings by `reservations_diner`.
 */
export class VisitStatsPlannedPerCall1732740000000 implements MigrationInterface {
  name = 'VisitStatsPlannedPerCall1732740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER FUNCTION diner_visit_stats_refresh(uuid[]) SET plan_cache_mode = force_custom_plan`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER FUNCTION diner_visit_stats_refresh(uuid[]) RESET plan_cache_mode`);
  }
}
