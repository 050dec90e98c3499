import type { MessageRow } from '@covers/shared';
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
