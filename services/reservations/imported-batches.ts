import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../eventstore';

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
