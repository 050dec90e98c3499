import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read models of the reservations context (all rebuilt from the day, drafts and search streams). */
export class ReservationsSchema1732240000000 implements MigrationInterface {
  name = 'ReservationsSchema1732240000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reservations (
        rid integer NOT NULL,
        reservation_id uuid NOT NULL,
        kind text NOT NULL,
        status text NOT NULL,
        date text NOT NULL,
        time_minute integer NOT NULL,
        duration_minutes integer NOT NULL,
        pax integer NOT NULL,
        adults integer NOT NULL,
        children integer NOT NULL,
        table_ids text[] NOT NULL,
        service_id text,
        session text,
        diner_id uuid,
        salutation text,
        first_name text,
        last_name text NOT NULL,
        phone text,
        email text,
        vip boolean NOT NULL,
        remarks text,
        special_requests text,
        staff_notes text,
        tags text[] NOT NULL,
        occasion text,
        taken_by text NOT NULL,
        deposit_amount numeric,
        deposit_status text NOT NULL,
        customer_spend numeric,
        hotel_name text,
        room_number text,
        booked_by text,
        third_party_name text,
        third_party_phone text,
        third_party_email text,
        third_party_relationship text,
        source text NOT NULL,
        campaign_id text,
        flags text[] NOT NULL,
        created_at timestamptz NOT NULL,
        created_by text NOT NULL,
        seated_at timestamptz,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (rid, reservation_id)
      )`);
    await q.query(`CREATE INDEX reservations_rid_date ON reservations (rid, date, time_minute)`);
    await q.query(`CREATE INDEX reservations_diner ON reservations (diner_id)`);
    await q.query(`
      CREATE TABLE reservation_audit (
        rid integer NOT NULL,
        reservation_id uuid NOT NULL,
        position bigint NOT NULL,
        seq integer NOT NULL,
        at timestamptz NOT NULL,
        actor text NOT NULL,
        action text NOT NULL,
        changes jsonb NOT NULL,
        PRIMARY KEY (position, seq)
      )`);
    await q.query(`CREATE INDEX reservation_audit_reservation ON reservation_audit (reservation_id, position)`);
    await q.query(`CREATE INDEX reservation_audit_rid ON reservation_audit (rid, position)`);
    await q.query(`
      CREATE TABLE reservation_table_states (
        rid integer NOT NULL,
        date text NOT NULL,
        table_id text NOT NULL,
        state text NOT NULL,
        from_minute integer,
        to_minute integer,
        note text,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (rid, date, table_id)
      )`);
    await q.query(`
      CREATE TABLE reservation_drafts (
        rid integer NOT NULL,
        draft_id uuid NOT NULL,
        data jsonb NOT NULL,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (rid, draft_id)
      )`);
    await q.query(`
      CREATE TABLE reservation_search_history (
        user_id text NOT NULL,
        position bigint NOT NULL,
        query text NOT NULL,
        scope text NOT NULL,
        searched_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, position)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reservation_search_history, reservation_drafts, reservation_table_states, reservation_audit, reservations`);
  }
}
