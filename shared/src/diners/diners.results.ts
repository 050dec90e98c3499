import type { DinerContactFields } from '../reservations/diner-contact';

/** A diner as the booking form suggests one: who they are and how their visits went, across the group's outlets. */
export interface DinerSuggestion extends DinerContactFields {
  diner_id: string;
  tags: string[];
  notes: string | null;
  /** Visits fulfilled (departed or done). */
  visits: number;
  no_shows: number;
  cancellations: number;
  /** The date of the latest fulfilled visit. */
  last_visit: string | null;
}

export interface DinerFilterResult {
  diners: DinerSuggestion[];
}
