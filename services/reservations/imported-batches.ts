import type { EntityManager } from 'typeorm';
import type { BatchesLeftOut, RecordedEvent } from '../eventstore';

/** An import's events carry its bookings (with what they override): a reader that needs none of them leaves them out. */
export const IMPORT_BATCHES: BatchesLeftOut = {
  types: ['ReservationsImported'],
  keys: ['reservations', 'overrides', 'capacity_overrides'],
};

type Apply = (manager: EntityManager, event: RecordedEvent) => Promise<void>;

/**
 * A projection's `applyAll` for imports: a batch of ReservationsImported events only (every service day of a request)
 * is written by one statement over their stored positions; any other batch goes event by event.
 */
export const applyImportsTogether =
  (insertImported: (manager: EntityManager, positions: readonly number[]) => Promise<void>, apply: Apply) =>
  async (manager: EntityManager, events: readonly RecordedEvent[]): Promise<void> => {
    if (events.every((e) => e.type === 'ReservationsImported'))
      return insertImported(
        manager,
        events.map((e) => e.position),
      );
    for (const event of events) await apply(manager, event);
  };

/**
 * The ids of the bookings of stored ReservationsImported events, in each event's order, by position: for a reader of
 * the log that left their batches out (the batch's hundreds of kilobytes are not sent for the ids).
 */
export async function importedBookingIds(manager: EntityManager, positions: readonly number[]): Promise<Map<number, string[]>> {
  if (positions.length === 0) return new Map();
  const rows: { position: string; ids: string[] }[] = await manager.query(
    `SELECT e.position, ARRAY(SELECT r ->> 'reservation_id' FROM jsonb_array_elements(e.data -> 'reservations') WITH ORDINALITY AS b(r, n) ORDER BY n) AS ids
       FROM events e WHERE e.position = ANY($1::bigint[])`,
    [positions],
  );
  return new Map(rows.map((row) => [Number(row.position), row.ids]));
}
