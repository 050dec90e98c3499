import type { DinerContactFields } from '@covers/shared';
import type { DomainEvent } from '../eventstore';

/** The Diner fields of spec §3 (visit counts, cancellations and no-shows are counted from reservations). */
export interface Diner extends DinerContactFields {
  diner_id: string;
  group_uid: string;
  gender: 'Male' | 'Female' | 'Unspecified';
  nationality: string | null;
  organisation: string | null;
  birthday: string | null;
  anniversary: string | null;
  tags: string[];
  dining_preferences: string | null;
  seating_preferences: string | null;
  notes: string | null;
  marketing_opt_in: boolean;
  membership: string | null;
  /** The outlet where staff added the diner (null when a booking registered them: its outlet is theirs). */
  home_rid?: number | null;
}

export type DinerEvent =
  | DomainEvent<'DinerRegistered', { diner: Diner }>
  /** Diners created by a reservation import, many per event so the projection writes them set-based; empty (null) fields left out. */
  | DomainEvent<'DinersRegistered', { diners: Partial<Diner>[] }>
  /** Staff edited a diner's profile: the whole profile after the edit (group_uid and id unchanged). */
  | DomainEvent<'DinerEdited', { diner: Diner }>
  /** Staff gave the diner a photo (its bytes are in diner_photos, written with this event): its version and what it is. */
  | DomainEvent<'DinerPhotoChanged', { diner_id: string; photo: DinerPhotoRecord }>
  | DomainEvent<'DinerPhotoRemoved', { diner_id: string }>
  /** The diner opted out of marketing messages through the unsubscribe link of one (`message_id`, or a mail client's one-click). */
  | DomainEvent<'DinerUnsubscribed', { diner_id: string; message_id: string | null }>
  /**
   * On the kept diner's stream: `merged_id` was merged into this diner. `before` is this profile as it was (what undo
   * restores), `diner` the profile after; `absorbed` the diners whose bookings now count here (the merged one and
   * those merged into it before).
   */
  | DomainEvent<'DinerKeptInMerge', { merge_id: string; merged_id: string; before: Diner; diner: Diner; absorbed: string[] }>
  /** On the merged diner's stream: its profile as it was, now merged into `kept_id`, with the diners merged into it before. */
  | DomainEvent<'DinerMergedAway', { merge_id: string; kept_id: string; diner: Diner; absorbed: string[] }>
  /**
   * Undo, on the kept diner's stream: the profile as it was before the merge; `released` no longer count here.
   * `reopened`: the merge this one overtook, which can be undone again.
   */
  | DomainEvent<'DinerKeptMergeUndone', { merge_id: string; merged_id: string; diner: Diner; released: string[]; reopened: string | null }>
  /** Undo, on the merged diner's stream: the diner is back as it was, with the diners merged into it before. */
  | DomainEvent<'DinerMergedAwayRestored', { merge_id: string; kept_id: string; diner: Diner; absorbed: string[]; reopened: string | null }>
  | DomainEvent<'DinerTagCreated', { group_uid: string; tag: DinerTagRecord }>
  | DomainEvent<'DinerTagEdited', { group_uid: string; tag: DinerTagRecord }>
  /** The tag is also taken off every diner that carried it. */
  | DomainEvent<'DinerTagDeleted', { group_uid: string; tag_id: string }>;

/** A diner tag of a group (spec §3): diners carry tag ids. */
export interface DinerTagRecord {
  tag_id: string;
  name: string;
  colour: string;
}

/** A stored photo as the events describe it: the image itself is too big for the log and the live messages. */
export interface DinerPhotoRecord {
  version: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
}
