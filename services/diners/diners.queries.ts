import type { DinerSuggestion } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { phoneKey } from './diner-matching';

export type DinerCard = Omit<DinerSuggestion, 'visits' | 'no_shows' | 'cancellations' | 'last_visit'>;

/** Typed text as a LIKE prefix: its own % and _ match themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The group's diners a host may mean while typing: a name, or the name's start (first, last or both), an e-mail's
 * start, or (three digits or more) part of a phone. VIPs first, then by name.
 */
export async function findDiners(db: DataSource | EntityManager, groupUid: string, query: string, limit: number): Promise<DinerCard[]> {
  const digits = phoneKey(query)?.replace(/^\+/, '') ?? '';
  return db.query(
    `SELECT diner_id, salutation, first_name, last_name, phone, email, vip, tags, notes FROM diners
      WHERE group_uid = $1
        AND (first_name ILIKE $2 OR last_name ILIKE $2 OR concat_ws(' ', first_name, last_name) ILIKE $2 OR email ILIKE $2
             OR (length($3) >= 3 AND phone_key LIKE '%' || $3 || '%'))
      ORDER BY vip DESC, last_name, first_name NULLS FIRST, diner_id
      LIMIT $4`,
    [groupUid, likePrefix(query), digits, limit],
  );
}
