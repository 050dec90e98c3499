import { DomainError, type DinerMergeRequest, type DinerUnmergeRequest } from '@covers/shared';
import { randomUUID } from 'node:crypto';
import { outletRidsPermitting, groupOutlets, type OutletCaller } from '../access';
import type { EventStore, StreamTransaction } from '../eventstore';
import { foldDiner, mergeDiners, undoMerge, type MergeDecision } from './diner-merge.decider';
import type { DinerEvent } from './diners.events';
import { dinersBookedOutside, findMerge, storedDiner } from './diners.queries';
import { dinerStream } from './diners.streams';

const UNIQUE_VIOLATION = '23505';

/**
 * The outlets where the caller may edit diners, or null when that is all of the group's (a merge then needs no
 * check of where the diners booked).
 */
export async function outletsEditingDiners(store: EventStore, caller: OutletCaller): Promise<number[] | null> {
  return store.dataSource.transaction(async (manager) => {
    const [permitted, outlets] = await Promise.all([
      outletRidsPermitting(manager, caller, 'dinerManagement', 'all'),
      groupOutlets(manager, caller.groupUid),
    ]);
    return outlets.every((outlet) => permitted.includes(outlet.rid)) ? null : permitted;
  });
}

/** Both diners' streams read and folded in the locked transaction, with their versions. */
async function readPair(tx: StreamTransaction, keptId: string, mergedId: string) {
  const [kept, merged] = [await tx.readStream(dinerStream(keptId)), await tx.readStream(dinerStream(mergedId))];
  const version = (events: typeof kept) => (events.length === 0 ? 0 : events[events.length - 1].streamVersion);
  return {
    state: { kept: foldDiner(kept as unknown as DinerEvent[]), merged: foldDiner(merged as unknown as DinerEvent[]) },
    versions: { kept: version(kept), merged: version(merged) },
  };
}

async function requireOutlets(tx: StreamTransaction, dinerIds: string[], permitted: number[] | null): Promise<void> {
  if (permitted && (await dinersBookedOutside(tx.manager, dinerIds, permitted))) throw new DomainError('DINER_MERGE_OUTLET_FORBIDDEN');
}

/** Appends a merge's or an undo's events in the order the read model needs (`first` gives up a phone or email the other takes). */
async function appendPair(
  tx: StreamTransaction,
  caller: OutletCaller,
  ids: { kept: string; merged: string },
  versions: { kept: number; merged: number },
  decision: MergeDecision,
  first: 'kept' | 'merged',
): Promise<void> {
  const order: ('kept' | 'merged')[] = first === 'kept' ? ['kept', 'merged'] : ['merged', 'kept'];
  for (const side of order) {
    await tx.append(dinerStream(ids[side]), versions[side], decision[side], { rid: caller.rid, metadata: caller.metadata });
  }
}

/** diner/merge: `merge_id` is merged into `keep_id`; both must be the group's, in the directory, at outlets the caller edits. */
export async function mergeGroupDiners(
  store: EventStore,
  caller: OutletCaller,
  { keep_id, merge_id }: Pick<DinerMergeRequest, 'keep_id' | 'merge_id'>,
): Promise<{ merge_id: string }> {
  const permitted = await outletsEditingDiners(store, caller);
  const mergeId = randomUUID();
  await store.withStreamsLocked([dinerStream(keep_id), dinerStream(merge_id)], async (tx) => {
    const kept = await storedDiner(tx.manager, caller.groupUid, keep_id);
    const merged = await storedDiner(tx.manager, caller.groupUid, merge_id);
    if (!kept || !merged) throw new DomainError('DINER_NOT_FOUND');
    await requireOutlets(tx, [keep_id, merge_id], permitted);
    const { state, versions } = await readPair(tx, keep_id, merge_id);
    const decision = mergeDiners({ merge_id: mergeId, kept, merged }, state);
    await appendPair(tx, caller, { kept: keep_id, merged: merge_id }, versions, decision, 'merged');
  });
  return { merge_id: mergeId };
}

/** diner/unmerge: the merge named by its id, or the latest merge of `merged_id` into `keep_id`. */
export async function undoGroupMerge(store: EventStore, caller: OutletCaller, request: DinerUnmergeRequest) {
  const merge = await findMerge(store.dataSource, caller.groupUid, request);
  if (!merge) throw new DomainError('DINER_MERGE_NOT_FOUND');
  const permitted = await outletsEditingDiners(store, caller);
  try {
    await store.withStreamsLocked([dinerStream(merge.kept_id), dinerStream(merge.merged_id)], async (tx) => {
      await requireOutlets(tx, [merge.kept_id], permitted);
      const { state, versions } = await readPair(tx, merge.kept_id, merge.merged_id);
      const decision = undoMerge({ merge_id: merge.merge_id }, state);
      await appendPair(tx, caller, { kept: merge.kept_id, merged: merge.merged_id }, versions, decision, 'kept');
    });
  } catch (error) {
    // The restored diner's phone or email went to another diner since: it cannot come back as it was.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new DomainError('DINER_MERGE_NOT_LATEST');
    throw error;
  }
  return merge;
}
