import { AGE_BANDS, VISIT_COUNT_OPERATORS } from '../constants/reporting';
import type { DinerContactFields } from '../reservations/diner-contact';
import type { Salutation } from '../reservations/reservation.constants';

export const GENDERS = ['Male', 'Female', 'Unspecified'] as const;
export type Gender = (typeof GENDERS)[number];

export type AgeBand = (typeof AGE_BANDS)[number];
export type VisitCountOperator = (typeof VISIT_COUNT_OPERATORS)[number];

/** Spec §9's "next 7 and 30 days" for birthdays and anniversaries. */
export const UPCOMING_DAYS = [7, 30] as const;
/** Spec §9's "last 1, 7, 14, 30, 60, 180 days" for the last visit. */
export const LAST_VISIT_DAYS = [1, 7, 14, 30, 60, 180] as const;

export const DINER_SEARCH_SCOPES = ['outlet', 'group'] as const;
export type DinerSearchScope = (typeof DINER_SEARCH_SCOPES)[number];

export const DINER_SORTS = ['name', 'last_visit', 'visits', 'created'] as const;
export type DinerSort = (typeof DINER_SORTS)[number];

/** The Diner of spec §3; phone in E.164. Visits, cancellations and no-shows are counted from reservations. */
export interface DinerProfile extends DinerContactFields {
  diner_id: string;
  salutation: Salutation | null;
  gender: Gender;
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
  visit_count: number;
  cancellation_count: number;
  no_show_count: number;
  last_visit: string | null;
  created_at: string;
  /** The version of the diner's photo (GET /api/diner/photo), null without one. */
  photo_version: string | null;
}
