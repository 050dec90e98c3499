import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where each service of a day stands against the outlet's capacity alert, as the delivery subscription last saw it:
 * an alert goes out when a service crosses into it (`crossings` counts them, naming each alert's messages).
 */
export class CapacityAlertCrossings1732700000011 implements MigrationInterface {
  name = 'CapacityAlertCrossings1732700000011';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE capacity_alert_crossings (
        rid integer NOT NULL,
        date date NOT NULL,
        service_id text NOT NULL,
        reached boolean NOT NULL,
        crossings integer NOT NULL,
        PRIMARY KEY (rid, date, service_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE capacity_alert_crossings`);
  }
}
