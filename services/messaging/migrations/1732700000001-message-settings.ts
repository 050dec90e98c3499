import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An outlet's own message templates (per template and language) and its sender settings. */
export class MessageSettings1732700000001 implements MigrationInterface {
  name = 'MessageSettings1732700000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE message_templates (
        rid integer NOT NULL,
        template text NOT NULL,
        language text NOT NULL,
        title text NOT NULL,
        send_mode text NOT NULL,
        standard_message text NOT NULL,
        sms_message text NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (rid, template, language)
      )`);
    await q.query(`
      CREATE TABLE sender_settings (
        rid integer PRIMARY KEY,
        reply_to text,
        sms_name text,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sender_settings`);
    await q.query(`DROP TABLE message_templates`);
  }
}
