import type { ReservationRow } from '@covers/shared';

/** 1170 -> "19:30"; minutes past midnight of the next day show as +1 (spec §3). */
export function formatMinute(minute: number): string {
  const day = Math.floor(minute / 1440);
  const within = minute - day * 1440;
  const text = `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
  return day > 0 ? `${text} +${day}` : text;
}

/** "19:30" -> 1170. */
export function parseTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

export function dinerName(row: Pick<ReservationRow, 'salutation' | 'first_name' | 'last_name'>): string {
  return [row.salutation, row.first_name, row.last_name].filter(Boolean).join(' ');
}

export function hasRequestsOrNotes(row: Pick<ReservationRow, 'special_requests' | 'remarks' | 'staff_notes'>): boolean {
  return Boolean(row.special_requests || row.remarks || row.staff_notes);
}
