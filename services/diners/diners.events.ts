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
}

export type DinerEvent =
  | DomainEvent<'DinerRegistered', { diner: Diner }>
  /** Diners created by a reservation import, many per event so the projection writes them set-based; empty (null) fields left out. */
  | DomainEvent<'DinersRegistered', { diners: Partial<Diner>[] }>;
