import { DINER_NOTES_MAX, DomainError } from '@covers/shared';
import { DINER_PROFILE_KEYS } from './diners.decider';
import type { Diner, DinerEvent } from './diners.events';
import { evolveDiner, initialDinerState, type DinerState } from './diners.state';

/** A merge and its undo change two diners' streams at once: the events of each. */
export interface MergeDecision {
  kept: DinerEvent[];
  merged: DinerEvent[];
}

/** The two streams folded. */
export interface MergePair {
  kept: DinerState;
  merged: DinerState;
}

export interface MergeDiners {
  merge_id: string;
  /** The two profiles as the directory holds them now (an imported diner has no stream of its own). */
  kept: Diner;
  merged: Diner;
}

export interface UndoMerge {
  merge_id: string;
}

/** Not filled from the merged diner: the kept diner's last name, and what combineProfiles keeps or joins. */
const KEPT_AS_THEY_ARE: readonly (keyof Diner)[] = ['last_name', 'vip', 'marketing_opt_in', 'tags', 'notes'];

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || value === 'Unspecified';

/**
 * The kept profile after a merge: its own fields, the empty ones filled from the merged diner, the union of the tags
 * and the notes of both. VIP and the marketing opt-in stay the kept diner's (an opt-in is the diner's own consent,
 * and the VIP mark of their bookings is left as it was, so an undo restores them exactly).
 */
export function combineProfiles(kept: Diner, merged: Diner): Diner {
  const combined: Diner = { ...kept, tags: [...new Set([...kept.tags, ...merged.tags])] };
  const fillable = DINER_PROFILE_KEYS.filter((key) => !KEPT_AS_THEY_ARE.includes(key));
  for (const key of fillable) {
    if (isEmpty(kept[key]) && !isEmpty(merged[key])) (combined as unknown as Record<string, unknown>)[key] = merged[key];
  }
  const notes = [kept.notes, merged.notes].filter((note): note is string => !isEmpty(note));
  combined.notes = notes.length === 2 && notes[0] === notes[1] ? notes[0] : notes.join('\n\n') || null;
  return combined;
}

export function mergeDiners({ merge_id, kept, merged }: MergeDiners, state: MergePair): MergeDecision {
  if (kept.diner_id === merged.diner_id) throw new DomainError('DINER_MERGE_SAME');
  if (kept.group_uid !== merged.group_uid || state.kept.merged_into || state.merged.merged_into) throw new DomainError('DINER_NOT_FOUND');
  const combined = combineProfiles(kept, merged);
  // Kept whole, a longer note could not be saved by the next edit of the profile.
  if ((combined.notes?.length ?? 0) > DINER_NOTES_MAX) throw new DomainError('DINER_MERGE_NOTES_TOO_LONG');
  const absorbed = [merged.diner_id, ...state.merged.absorbed];
  return {
    merged: [{ type: 'DinerMergedAway', data: { merge_id, kept_id: kept.diner_id, diner: merged, absorbed: state.merged.absorbed } }],
    kept: [
      {
        type: 'DinerKeptInMerge',
        data: { merge_id, merged_id: merged.diner_id, before: kept, diner: combined, absorbed },
      },
    ],
  };
}

/**
 * Undo a merge: only the latest thing that happened to both diners (an edit or another merge since would be lost),
 * and only once. Undone, the merge each diner took part in before (if nothing else happened since) is the latest again.
 */
export function undoMerge({ merge_id }: UndoMerge, state: MergePair): MergeDecision {
  if (state.kept.undone.includes(merge_id) || state.merged.undone.includes(merge_id)) throw new DomainError('DINER_MERGE_UNDONE');
  const kept = state.kept.latest_merge;
  const merged = state.merged.latest_merge;
  if (kept?.merge_id !== merge_id || kept.role !== 'kept' || merged?.merge_id !== merge_id || merged.role !== 'merged') {
    throw new DomainError('DINER_MERGE_NOT_LATEST');
  }
  const restored = state.merged.diner as Diner;
  return {
    kept: [
      {
        type: 'DinerKeptMergeUndone',
        data: {
          merge_id,
          merged_id: kept.merged_id,
          diner: kept.before,
          released: kept.absorbed,
          reopened: kept.previous?.merge_id ?? null,
        },
      },
    ],
    merged: [
      {
        type: 'DinerMergedAwayRestored',
        data: {
          merge_id,
          kept_id: merged.kept_id,
          diner: restored,
          absorbed: merged.absorbed,
          reopened: merged.previous?.merge_id ?? null,
        },
      },
    ],
  };
}

/** A stream's events folded (the service and the tests fold both streams of a pair alike). */
export const foldDiner = (events: readonly DinerEvent[]): DinerState => events.reduce(evolveDiner, initialDinerState());
