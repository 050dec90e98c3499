import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models of the published floor (written only by the floor projection) and the Yjs update log of
 * the draft table plans (written only by the Yjs document store).
 */
export class FloorSchema1732260000000 implements MigrationInterface {
  name = 'FloorSchema1732260000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE floor_plans (
        rid integer NOT NULL,
        plan_id text NOT NULL,
        name text NOT NULL,
        copied_from text,
        created_at timestamptz NOT NULL,
        published_at timestamptz,
        published_version integer NOT NULL DEFAULT 0,
        in_service boolean NOT NULL DEFAULT false,
        PRIMARY KEY (rid, plan_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX floor_plans_in_service ON floor_plans (rid) WHERE in_service`);
    await q.query(`
      CREATE TABLE floor_sections (
        rid integer NOT NULL,
        section_id text NOT NULL,
        name text NOT NULL,
        priority integer NOT NULL,
        PRIMARY KEY (rid, section_id)
      )`);
    await q.query(`
      CREATE TABLE floor_tables (
        rid integer NOT NULL,
        table_id text NOT NULL,
        section_id text NOT NULL,
        name text NOT NULL,
        min_pax integer NOT NULL,
        max_pax integer NOT NULL,
        shape text NOT NULL,
        x double precision NOT NULL,
        y double precision NOT NULL,
        width double precision NOT NULL,
        height double precision NOT NULL,
        rotation double precision NOT NULL,
        priority integer NOT NULL,
        PRIMARY KEY (rid, table_id)
      )`);
    await q.query(`CREATE INDEX floor_tables_section ON floor_tables (rid, section_id, priority)`);
    await q.query(`
      CREATE TABLE floor_table_combinations (
        rid integer NOT NULL,
        combination_id text NOT NULL,
        table_ids text[] NOT NULL,
        min_pax integer NOT NULL,
        max_pax integer NOT NULL,
        PRIMARY KEY (rid, combination_id)
      )`);
    await q.query(`
      CREATE TABLE yjs_updates (
        doc_name text NOT NULL,
        seq bigserial NOT NULL,
        update bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (doc_name, seq)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE yjs_updates, floor_table_combinations, floor_tables, floor_sections, floor_plans`);
  }
}
