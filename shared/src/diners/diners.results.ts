import type { ReservationStatus } from '../reservations/reservation-status';
import type { DinerProfile } from './diners.types';

export interface DinerTag {
  tag_id: string;
  name: string;
  colour: string;
}

export interface DinerResult {
  diner: DinerProfile;
  /** The merge into this diner that can still be undone (nothing happened to either diner since), if any. */
  undoable_merge?: DinerUndoableMerge | null;
}

export interface DinerUndoableMerge {
  merge_id: string;
  merged_id: string;
  merged_name: string;
}

/** Why two diners may be one: the same phone (E.164), the same national number, the same e-mail, an alias of it, a similar name. */
export const DUPLICATE_REASONS = ['phone', 'phone_national', 'email', 'email_alias', 'name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export interface DinerDuplicatePair {
  first: DinerProfile;
  second: DinerProfile;
  /** 0-1: the stronger the evidence, the higher. */
  score: number;
  reasons: DuplicateReason[];
  /** Trigram similarity of the two normalised names, 0-1. */
  name_similarity: number;
}

export interface DinerDuplicatesResult {
  pairs: DinerDuplicatePair[];
  total: number;
  page: number;
  page_size: number;
}

export interface DinerMergeResult {
  merge_id: string;
  kept_id: string;
  merged_id: string;
  diner: DinerProfile;
}

export interface DinerUnmergeResult {
  merge_id: string;
  kept: DinerProfile;
  restored: DinerProfile;
}

/** One row of the Diner Directory; `outlet_rid` is set in group scope only when the diner last visited another outlet. */
export type DinerListRow = Pick<
  DinerProfile,
  | 'diner_id'
  | 'salutation'
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'email'
  | 'vip'
  | 'tags'
  | 'visit_count'
  | 'no_show_count'
  | 'cancellation_count'
  | 'last_visit'
  | 'marketing_opt_in'
  | 'birthday'
>;

export interface DinerFilterResult {
  diners: DinerListRow[];
  total: number;
  /** A search counts up to a cap: more diners match than `total`. */
  more: boolean;
  page: number;
  page_size: number;
}

/** One booking of a diner (booking history); visit history lists the fulfilled ones. */
export interface DinerBookingRow {
  reservation_id: string;
  rid: number;
  outlet_name: string;
  date: string;
  time: string;
  adults: number;
  children: number;
  tables: string[];
  status: ReservationStatus;
  customer_spend: number | null;
  deposit: number | null;
}

export interface DinerHistoryResult {
  bookings: DinerBookingRow[];
  total: number;
  page: number;
  page_size: number;
}

export interface TagListResult {
  tags: DinerTag[];
}
export interface TagResult {
  tag: DinerTag;
}
