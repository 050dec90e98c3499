import { RESERVATION_NULLS } from '@covers/shared';
import type { Reservation } from '../reservation.types';

/** A complete booking with sensible values; tests override what they are about. */
export function aReservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    ...RESERVATION_NULLS,
    reservation_id: '00000000-0000-4000-8000-000000000001',
    kind: 'reservation',
    status: 'Booked',
    date: '2026-12-01',
    time_minute: 19 * 60,
    duration_minutes: 90,
    adults: 2,
    children: 0,
    table_ids: ['t1'],
    first_name: 'Mei',
    last_name: 'Tan',
    phone: '+6591234567',
    vip: false,
    tags: [],
    taken_by: 'Alice',
    deposit_status: 'none',
    source: 'Phone',
    flags: [],
    created_at: '2026-11-20T10:00:00.000Z',
    created_by: 'user-1',
    ...overrides,
  };
}
