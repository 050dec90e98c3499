import { outletClock, type DinerFilterRequest } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { outletZone, type OutletCaller } from '../access';
import { handleCommand, type EventMetadata, type EventStore } from '../eventstore';
import { dinerDecider } from './diners.decider';
import type { Diner } from './diners.events';
import { filterDiners, storedDiner } from './diners.queries';
import { dinerStream } from './diners.streams';

type Db = DataSource | EntityManager;

/** The directory's filter without its page and order: who a marketing message is for. */
export type AudienceFilter = Omit<DinerFilterRequest, 'page' | 'page_size' | 'sort' | 'order'>;

export interface MarketingAudience {
  /** Diners of the filter, counted up to the directory's cap (`more` beyond it). */
  matching: number;
  more: boolean;
  /** The opted-in diners of the filter, by name, at most `limit` of them (one more tells there are too many). */
  optedIn: string[];
}

/** The diners of the directory's filter (as the caller sees the directory) and, of them, those who opted in to marketing. */
export async function marketingAudience(db: Db, caller: OutletCaller, filter: AudienceFilter, limit: number): Promise<MarketingAudience> {
  const zone = await outletZone(db, caller.rid);
  const today = outletClock(caller.metadata.now, zone?.timezone ?? 'UTC').date;
  const rid = filter.scope === 'group' ? null : caller.rid;
  const request = (extra: Partial<DinerFilterRequest>): DinerFilterRequest =>
    ({ ...filter, sort: 'name', order: 'asc', page: 1, ...extra }) as DinerFilterRequest;
  const [all, opted] = await Promise.all([
    filterDiners(db, caller.groupUid, rid, today, request({ page_size: 1 })),
    filter.marketing_opt_in === false
      ? { diners: [] }
      : filterDiners(db, caller.groupUid, rid, today, request({ marketing_opt_in: true, page_size: limit + 1 })),
  ]);
  return { matching: all.total, more: all.more, optedIn: opted.diners.map((diner) => diner.diner_id) };
}

/** A diner as a marketing message is written to them now: null once gone (merged away, or not of the group). */
export const marketingRecipient = (db: Db, groupUid: string, dinerId: string): Promise<Diner | undefined> =>
  storedDiner(db, groupUid, dinerId);

/**
 * The diner's own opt-out from marketing messages (an unsubscribe link): recorded on their stream, actor the diner,
 * so their profile's history shows it. A diner merged away since opts out the diner they were merged into. Doing it
 * again changes nothing. Recorded at the outlet that sent the message. Returns false when the diner is no longer in the directory.
 */
export async function unsubscribeDiner(
  store: EventStore,
  rid: number,
  groupUid: string,
  dinerId: string,
  messageId: string | null,
  metadata: EventMetadata,
): Promise<boolean> {
  const [standing]: { diner_id: string }[] = await store.dataSource.query(
    `SELECT coalesce(merged_into, diner_id) AS diner_id FROM diners WHERE diner_id = $1 AND group_uid = $2`,
    [dinerId, groupUid],
  );
  const current = standing && (await storedDiner(store.dataSource, groupUid, standing.diner_id));
  if (!current) return false;
  await handleCommand(
    store,
    dinerDecider,
    { streamId: dinerStream(current.diner_id), rid },
    { type: 'Unsubscribe', data: { current, message_id: messageId } },
    metadata,
  );
  return true;
}

/** Whether the diner (or the one they were merged into) still takes marketing messages; null when gone. */
export async function takesMarketing(db: Db, groupUid: string, dinerId: string): Promise<boolean | null> {
  const [row]: { marketing_opt_in: boolean }[] = await db.query(
    `SELECT d.marketing_opt_in FROM diners d
      WHERE d.diner_id = (SELECT coalesce(merged_into, diner_id) FROM diners WHERE diner_id = $1 AND group_uid = $2)`,
    [dinerId, groupUid],
  );
  return row ? row.marketing_opt_in : null;
}
