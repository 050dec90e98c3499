import type { ReservationStatus } from '@covers/shared';

/** One colour per status, shared by the list's tags, the detail panel and the Gantt bars. */
export const STATUS_COLORS: Record<ReservationStatus, string> = {
  Draft: '#94a3b8',
  PendingPayment: '#f59e0b',
  Booked: '#3b82f6',
  Confirmed: '#2563eb',
  Late: '#dc2626',
  Pinging: '#8b5cf6',
  NoAnswer: '#a855f7',
  Arrived: '#0d9488',
  Seated: '#16a34a',
  PartiallySeated: '#65a30d',
  Overstayed: '#b91c1c',
  BillPaid: '#0891b2',
  Departed: '#64748b',
  Done: '#475569',
  NoShow: '#be123c',
  Cancelled: '#9ca3af',
  Rejected: '#6b7280',
  Waitlisted: '#d97706',
  Waiting: '#ea580c',
  Queue: '#c2410c',
  Offered: '#7c3aed',
  Removed: '#a1a1aa',
};
