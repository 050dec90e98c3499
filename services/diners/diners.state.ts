import type { Diner, DinerEvent, DinerTagRecord } from './diners.events';

/**
 * The last merge a diner's stream took part in, while nothing else happened on it since (so it can be undone), with
 * the one it overtook: undone, the merge gives the stream back as it was, that one included.
 */
export type LatestMerge = (
  | { merge_id: string; role: 'kept'; merged_id: string; before: Diner; absorbed: string[] }
  | { merge_id: string; role: 'merged'; kept_id: string; absorbed: string[] }
) & { previous: LatestMerge | null };

/**
 * One diner's stream folded: the profile as it stands (null before it is registered, and for a diner an import
 * registered in its batch stream), the version of their photo, and their merges.
 */
export interface DinerState {
  diner: Diner | null;
  photo_version: string | null;
  /** The diner this one was merged into (null while it is in the directory). */
  merged_into: string | null;
  /** Diners merged into this one, whose bookings count here. */
  absorbed: string[];
  /** The merge that was the stream's last event, or null when something happened after it (or there was none). */
  latest_merge: LatestMerge | null;
  /** Merges of this diner that were undone. */
  undone: string[];
}
export const initialDinerState = (): DinerState => ({
  diner: null,
  photo_version: null,
  merged_into: null,
  absorbed: [],
  latest_merge: null,
  undone: [],
});

export function evolveDiner(state: DinerState, event: DinerEvent): DinerState {
  switch (event.type) {
    case 'DinerRegistered':
    case 'DinerEdited':
      return { ...state, diner: event.data.diner, latest_merge: null };
    case 'DinerPhotoChanged':
      return { ...state, photo_version: event.data.photo.version };
    case 'DinerPhotoRemoved':
      return { ...state, photo_version: null };
    case 'DinerUnsubscribed':
      return { ...state, diner: state.diner && { ...state.diner, marketing_opt_in: false }, latest_merge: null };
    case 'DinerKeptInMerge': {
      const { merge_id, merged_id, before, diner, absorbed } = event.data;
      return {
        ...state,
        diner,
        absorbed: [...state.absorbed, ...absorbed],
        latest_merge: { merge_id, role: 'kept', merged_id, before, absorbed, previous: state.latest_merge },
      };
    }
    case 'DinerMergedAway': {
      const { merge_id, kept_id, diner, absorbed } = event.data;
      return {
        ...state,
        diner,
        merged_into: kept_id,
        absorbed: [],
        latest_merge: { merge_id, role: 'merged', kept_id, absorbed, previous: state.latest_merge },
      };
    }
    case 'DinerKeptMergeUndone':
      return {
        ...state,
        diner: event.data.diner,
        absorbed: state.absorbed.filter((id) => !event.data.released.includes(id)),
        latest_merge: state.latest_merge?.previous ?? null,
        undone: [...state.undone, event.data.merge_id],
      };
    case 'DinerMergedAwayRestored':
      return {
        ...state,
        diner: event.data.diner,
        merged_into: null,
        absorbed: event.data.absorbed,
        latest_merge: state.latest_merge?.previous ?? null,
        undone: [...state.undone, event.data.merge_id],
      };
    default:
      return state;
  }
}

/** A group's tags by id. */
export interface DinerTagsState {
  tags: Record<string, DinerTagRecord>;
}
export const initialDinerTagsState = (): DinerTagsState => ({ tags: {} });

export function evolveDinerTags(state: DinerTagsState, event: DinerEvent): DinerTagsState {
  switch (event.type) {
    case 'DinerTagCreated':
    case 'DinerTagEdited':
      return { tags: { ...state.tags, [event.data.tag.tag_id]: event.data.tag } };
    case 'DinerTagDeleted': {
      const tags = { ...state.tags };
      delete tags[event.data.tag_id];
      return { tags };
    }
    default:
      return state;
  }
}
