import { SEARCH_HISTORY_LENGTH } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import type { DomainEvent, Projection, RecordedEvent } from '../eventstore';

/** One search a user ran (spec §2: search with search history), on the user's own stream. */
export type SearchRecorded = DomainEvent<'ReservationSearchRecorded', { query: string; scope: 'outlet' | 'group' }>;

/** Keeps each user's last SEARCH_HISTORY_LENGTH searches. */
export const searchHistoryProjection: Projection = {
  name: 'reservation-search-history',
  tables: ['reservation_search_history'],
  handles: ['ReservationSearchRecorded'],
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const { query, scope } = recorded.data as SearchRecorded['data'];
    const user = recorded.metadata.actor;
    await manager.query(`DELETE FROM reservation_search_history WHERE user_id = $1 AND query = $2`, [user, query]);
    await manager.query(
      `INSERT INTO reservation_search_history (user_id, position, query, scope, searched_at) VALUES ($1, $2, $3, $4, $5)`,
      [user, recorded.position, query, scope, recorded.metadata.now],
    );
    await manager.query(
      `DELETE FROM reservation_search_history WHERE user_id = $1 AND position NOT IN
         (SELECT position FROM reservation_search_history WHERE user_id = $1 ORDER BY position DESC LIMIT $2)`,
      [user, SEARCH_HISTORY_LENGTH],
    );
  },
};
