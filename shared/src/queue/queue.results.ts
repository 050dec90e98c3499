import type { ReservationStatus } from '../reservations/reservation-status';
import type { QueueLinkPurpose } from './queue.schemas';
import type { QueueCategory, QueueQuoteSource, QueueRotation, QueueSettings } from './queue.types';

/** One party of the day's queue, as the host's panel shows it. */
export interface QueueEntryRow {
  reservation_id: string;
  /** Its number as called, e.g. "B7". */
  label: string;
  category: QueueCategory;
  number: number;
  pax: number;
  name: string;
  phone: string | null;
  status: ReservationStatus;
  /** The wait quoted when it joined, in minutes. */
  quote_minutes: number;
  joined_at: string;
  called_at: string | null;
  /** The party's own page (`/queueParty?token=…`), for the host to show its QR code to a party added at the stand. */
  status_link: string;
}

/** One category of the day's queue: the numbers now called and the parties still waiting. */
export interface QueueCategorySummary {
  category: QueueCategory;
  called: string[];
  waiting: number;
}

export interface QueueStatusListResult {
  service_date: string;
  entries: QueueEntryRow[];
  categories: QueueCategorySummary[];
}

/** A party just numbered: what the host reads out, and what the check-in page shows. */
export interface QueueTicketResult {
  reservation_id: string;
  label: string;
  service_date: string;
  groups_ahead: number;
  quote_minutes: number;
  /** The party's own status page, `/queueParty?token=…` (signed: it opens this party's place and nothing else). */
  status_link: string;
}

/** A party's status page on the diner's phone (public, by its signed link): its place and the live wait. */
export interface QueuePartyResult {
  outlet_name: string;
  label: string;
  pax: number;
  status: ReservationStatus;
  /** Parties of its category still waiting before it; 0 once called. */
  groups_ahead: number;
  /** The wait from now, learnt from the floor (or what is left of its quote); null once it is called or left the queue. */
  wait_minutes: number | null;
}

export interface QueueSettingsResult {
  settings: QueueSettings;
  /** The screen background's version (its image at `setting/queues/background`), null while none is uploaded. */
  background_version: string | null;
  /** The public links' paths (`/queueStatus?token=…`, `/queueCheckIn?token=…`), null while none is issued. */
  links: Record<QueueLinkPurpose, string | null>;
}

export interface QueueCheckInFormResult {
  outlet_name: string;
}

/** The queue status screen (public, by its screen link): what a TV in the restaurant shows, nothing more. */
export interface QueueScreenResult {
  outlet_name: string;
  rotation: QueueRotation;
  show_groups_ahead: boolean;
  show_wait_time: boolean;
  background_version: string | null;
  /** Per category: the numbers called now, the groups waiting, and the wait quoted to a party joining now. */
  categories: (QueueCategorySummary & { wait_minutes: number })[];
}

/** The wait a party of one category joining now is quoted, and what it was computed from. */
export interface QueueWaitQuote {
  category: QueueCategory;
  quote_minutes: number;
  source: QueueQuoteSource;
  /** The quote learnt from the floor, null while there is nothing to learn from (no turn observed, no table fits). */
  learnt_minutes: number | null;
  /** The band's mean turn time observed (seated to departed), null while none is. */
  turn_minutes: number | null;
  /** Parties of the category in the queue now (called or not): each takes a table before a party joining now. */
  parties_ahead: number;
  /** The tables of the plan a party of the category fits, and how many of them have a party at them now. */
  tables: number;
  tables_in_use: number;
}

/** Mean absolute error of the quotes against the waits measured when the parties were seated. */
export interface QueueQuoteAccuracy {
  days: number;
  /** Parties seated from the queue over those days that had a learnt quote. */
  parties: number;
  learnt_mae_minutes: number | null;
  default_mae_minutes: number | null;
}

export interface QueueWaitTimesResult {
  service_date: string;
  default_minutes: number;
  /** Until when the default set by hand is quoted (null once the computed quote took over). */
  manual_until: string | null;
  categories: QueueWaitQuote[];
  accuracy: QueueQuoteAccuracy;
}
