import type { Diner, DinerEvent, DinerTagRecord } from './diners.events';

/**
 * One diner's stream folded: the profile as it stands (null before it is registered, and for a diner an import
 * registered in its batch stream) and the version of their photo.
 */
export interface DinerState {
  diner: Diner | null;
  photo_version: string | null;
}
export const initialDinerState = (): DinerState => ({ diner: null, photo_version: null });

export function evolveDiner(state: DinerState, event: DinerEvent): DinerState {
  switch (event.type) {
    case 'DinerRegistered':
    case 'DinerEdited':
      return { ...state, diner: event.data.diner };
    case 'DinerPhotoChanged':
      return { ...state, photo_version: event.data.photo.version };
    case 'DinerPhotoRemoved':
      return { ...state, photo_version: null };
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
