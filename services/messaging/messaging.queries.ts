import type {
  BookingMessagesResult,
  Locale,
  MessageLogResult,
  MessageRow,
  MessageTemplate,
  MessageTemplateText,
  SenderSettings,
} from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

/** The message a status callback or a confirmation link names, with its outlet, booking and language. */
export async function messageById(
  db: Db,
  messageId: string,
): Promise<(Pick<MessageRow, 'message_id' | 'reservation_id' | 'lang'> & { rid: number }) | null> {
  const [row] = await db.query(`SELECT message_id, rid, reservation_id, lang FROM messages WHERE message_id = $1`, [messageId]);
  return row ?? null;
}

const MESSAGE_COLUMNS = `m.message_id, m.reservation_id, m.kind, m.channel, m.recipient, m.lang, m.subject, m.body, m.state, m.provider,
  m.created_at, m.updated_at`;

/** A booking's messages, oldest first, each with every step of its life. */
export async function messagesOfBooking(db: Db, rid: number, reservationId: string): Promise<BookingMessagesResult['messages']> {
  return db.query(
    `SELECT ${MESSAGE_COLUMNS},
            (SELECT coalesce(json_agg(json_build_object('state', h.state, 'detail', h.detail, 'at', h.at) ORDER BY h.position), '[]')
               FROM message_history h WHERE h.message_id = m.message_id) AS history
       FROM messages m WHERE m.rid = $1 AND m.reservation_id = $2 ORDER BY m.created_at, m.message_id`,
    [rid, reservationId],
  );
}

/** The outlet's messages, newest first, one page. */
export async function messageLog(db: Db, rid: number, page: number, pageSize: number): Promise<MessageLogResult> {
  const [messages, [{ total }]] = await Promise.all([
    db.query(`SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.rid = $1 ORDER BY m.created_at DESC, m.message_id LIMIT $2 OFFSET $3`, [
      rid,
      pageSize,
      (page - 1) * pageSize,
    ]),
    db.query(`SELECT count(*)::int AS total FROM messages WHERE rid = $1`, [rid]),
  ]);
  return { total, messages };
}

/** The outlet's own templates (the defaults fill the rest). */
export async function savedTemplates(db: Db, rid: number): Promise<MessageTemplateText[]> {
  const rows = await db.query(
    `SELECT template, language, title, send_mode, standard_message, sms_message FROM message_templates WHERE rid = $1`,
    [rid],
  );
  return rows.map((row: Omit<MessageTemplateText, 'custom'>) => ({ ...row, custom: true }));
}

export async function savedTemplate(db: Db, rid: number, template: MessageTemplate, language: Locale): Promise<MessageTemplateText | null> {
  const [row] = await db.query(
    `SELECT template, language, title, send_mode, standard_message, sms_message FROM message_templates
      WHERE rid = $1 AND template = $2 AND language = $3`,
    [rid, template, language],
  );
  return row ? { ...row, custom: true } : null;
}

export async function senderSettings(db: Db, rid: number): Promise<SenderSettings> {
  const [row] = await db.query(`SELECT reply_to, sms_name FROM sender_settings WHERE rid = $1`, [rid]);
  return row ?? { reply_to: null, sms_name: null };
}
