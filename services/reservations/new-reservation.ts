import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../eventstore';
import type { Reservation } from './reservation.types';

/** Detail fields a host may leave empty. */
type OptionalDetail =
  | 'salutation'
  | 'first_name'
  | 'phone'
  | 'email'
  | 'remarks'
  | 'special_requests'
  | 'staff_notes'
  | 'occasion'
  | 'deposit_amount'
  | 'customer_spend'
  | 'hotel_name'
  | 'room_number'
  | 'booked_by'
  | 'third_party_name'
  | 'third_party_phone'
  | 'third_party_email'
  | 'third_party_relationship'
  | 'campaign_id';

/** A booking's details as a form or an import row enters them (the shared request schemas). */
export type EnteredDetails = Pick<Reservation, 'adults' | 'children' | 'last_name' | 'tags' | 'taken_by' | 'deposit_status'> & {
  [K in OptionalDetail]?: Reservation[K] | undefined;
} & { turnaround_minutes?: number | null; source?: string | null };

/** Where and how the booking goes on the books, decided by its caller. */
export interface Placement {
  kind: Reservation['kind'];
  status: Reservation['status'];
  date: string;
  timeMinute: number;
  tableIds: string[];
  session: { service_id: string | null; session: Reservation['session']; duration_minutes: number };
  diner: { diner_id: string | null; vip: boolean };
  /** Used when the details name no source. */
  defaultSource: string;
  seatedAt: string | null;
  /** Given when a repeat of the same request must name the same booking (an online form sent twice). */
  reservationId?: string;
}

/** A new booking: its details as entered (empty ones null), placed as the caller decided. */
export function newReservation(details: EnteredDetails, placement: Placement, metadata: EventMetadata): Reservation {
  return {
    reservation_id: placement.reservationId ?? randomUUID(),
    kind: placement.kind,
    status: placement.status,
    date: placement.date,
    time_minute: placement.timeMinute,
    duration_minutes: details.turnaround_minutes ?? placement.session.duration_minutes,
    adults: details.adults,
    children: details.children,
    table_ids: placement.tableIds,
    service_id: placement.session.service_id,
    session: placement.session.session,
    diner_id: placement.diner.diner_id,
    salutation: details.salutation ?? null,
    first_name: details.first_name ?? null,
    last_name: details.last_name,
    phone: details.phone ?? null,
    email: details.email ?? null,
    vip: placement.diner.vip,
    remarks: details.remarks ?? null,
    special_requests: details.special_requests ?? null,
    staff_notes: details.staff_notes ?? null,
    tags: details.tags,
    occasion: details.occasion ?? null,
    taken_by: details.taken_by,
    deposit_amount: details.deposit_amount ?? null,
    deposit_status: details.deposit_status,
    customer_spend: details.customer_spend ?? null,
    hotel_name: details.hotel_name ?? null,
    room_number: details.room_number ?? null,
    booked_by: details.booked_by ?? null,
    third_party_name: details.third_party_name ?? null,
    third_party_phone: details.third_party_phone ?? null,
    third_party_email: details.third_party_email ?? null,
    third_party_relationship: details.third_party_relationship ?? null,
    source: details.source ?? placement.defaultSource,
    campaign_id: details.campaign_id ?? null,
    flags: [],
    created_at: metadata.now,
    created_by: metadata.actor,
    seated_at: placement.seatedAt,
  };
}
