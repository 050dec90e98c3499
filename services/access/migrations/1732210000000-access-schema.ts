import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read models of groups, outlets, access types and users (projections), and the sign-in secrets (plain tables). */
export class AccessSchema1732210000000 implements MigrationInterface {
  name = 'AccessSchema1732210000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outlets (
        rid integer PRIMARY KEY,
        group_uid text NOT NULL,
        name text NOT NULL,
        ruid text NOT NULL,
        currency text NOT NULL,
        country_code text NOT NULL,
        timezone text NOT NULL
      )`);
    await q.query(`CREATE INDEX outlets_group ON outlets (group_uid)`);
    await q.query(`
      CREATE TABLE users (
        user_id uuid PRIMARY KEY,
        group_uid text,
        username text NOT NULL,
        staff_name text NOT NULL,
        position_title text NOT NULL DEFAULT '',
        phone text NOT NULL DEFAULT '',
        email text NOT NULL DEFAULT '',
        password_hash text NOT NULL,
        language text NOT NULL DEFAULT 'en_US',
        super_admin boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX users_username ON users (lower(username))`);
    await q.query(`CREATE INDEX users_group ON users (group_uid)`);
    await q.query(`
      CREATE TABLE access_types (
        access_type_id uuid PRIMARY KEY,
        group_uid text NOT NULL,
        name text NOT NULL,
        permissions jsonb NOT NULL,
        is_default boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX access_types_group ON access_types (group_uid)`);
    await q.query(`
      CREATE TABLE user_outlets (
        user_id uuid NOT NULL,
        rid integer NOT NULL,
        access_type_id uuid,
        PRIMARY KEY (user_id, rid)
      )`);
    await q.query(`CREATE INDEX user_outlets_access_type ON user_outlets (access_type_id)`);
    await q.query(`
      CREATE TABLE refresh_tokens (
        token_hash text PRIMARY KEY,
        family_id uuid NOT NULL,
        user_id uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id)`);
    await q.query(`CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id)`);
    await q.query(`
      CREATE TABLE one_time_tokens (
        token_hash text PRIMARY KEY,
        purpose text NOT NULL,
        user_id uuid NOT NULL,
        code_hash text,
        attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE one_time_tokens, refresh_tokens, user_outlets, access_types, users, outlets`);
  }
}
