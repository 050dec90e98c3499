import type {
  BookingMessagesResult,
  Locale,
  MessageLogRequest,
  MessageRow,
  MessageTemplate,
  MessageTemplateText,
  SenderSettings,
} from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { outletTimeZoneSubquery } from '../access';

type Db = DataSource | EntityManager;

/** The message a status callback or a confirmation link names, with its outlet, booking and language. */
export async function messageById(
  db: Db,
  messageId: string,
): Promise<(Pick<MessageRow, 'message_id' | 'reservation_id' | 'lang'> & { rid: number }) | null> {
  const [row] = await db.query(`SELECT message_id, rid, reservation_id, lang FROM messages WHERE message_id = $1`, [messageId]);
  return row ?? null;
}

const MESSAGE_COLUMNS = `m.message_id, m.reservation_id, m.diner_id, m.kind, m.channel, m.recipient, m.lang, m.subject, m.body, m.state, m.provider,
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

/** Which of the outlet's messages the log shows: written from one of its days to another, in a state, by a channel. */
export type MessageLogFilters = Pick<MessageLogRequest, 'from' | 'to' | 'state' | 'channel'>;

/** The outlet's messages, newest first, one page, with the filters' total. */
export async function messageLog(
  db: Db,
  rid: number,
  filters: MessageLogFilters,
  page: number,
  pageSize: number,
): Promise<{ total: number; messages: MessageRow[] }> {
  const localDay = `(m.created_at AT TIME ZONE ${outletTimeZoneSubquery('$1')})::date`;
  const where = `m.rid = $1
    AND ($2::date IS NULL OR ${localDay} >= $2::date) AND ($3::date IS NULL OR ${localDay} <= $3::date)
    AND ($4::text IS NULL OR m.state = $4) AND ($5::text IS NULL OR m.channel = $5)`;
  const params = [rid, filters.from ?? null, filters.to ?? null, filters.state ?? null, filters.channel ?? null];
  const [messages, [{ total }]] = await Promise.all([
    db.query(`SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE ${where} ORDER BY m.created_at DESC, m.message_id LIMIT $6 OFFSET $7`, [
      ...params,
      pageSize,
      (page - 1) * pageSize,
    ]),
    db.query(`SELECT count(*)::int AS total FROM messages m WHERE ${where}`, params),
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
