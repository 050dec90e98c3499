import type { BookingMessagesResult, MessageLogResult, MessageRow } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

/** The message a status callback names, with its outlet and booking. */
export async function messageById(
  db: Db,
  messageId: string,
): Promise<(Pick<MessageRow, 'message_id' | 'reservation_id'> & { rid: number }) | null> {
  const [row] = await db.query(`SELECT message_id, rid, reservation_id FROM messages WHERE message_id = $1`, [messageId]);
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
