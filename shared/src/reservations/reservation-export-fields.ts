import { levelSatisfies, type PermissionSet } from '../access/permissions';

/** Spec §3's reservation export fields, in order: the API key and the column header (spec wording). */
export const RESERVATION_EXPORT_FIELDS = [
  { key: 'no', header: 'No.' },
  { key: 'restaurant_uid', header: 'Restaurant UID' },
  { key: 'booking_id', header: 'Booking ID' },
  { key: 'booking_status', header: 'Booking Status' },
  { key: 'main_diner_name', header: 'Main Diner Name' },
  { key: 'phone', header: 'Phone' },
  { key: 'email', header: 'Email' },
  { key: 'vvip', header: 'VVIP' },
  { key: 'repeat', header: 'Repeat' },
  { key: 'covers_adults', header: 'Covers (Adults)' },
  { key: 'covers_children', header: 'Covers (Children)' },
  { key: 'table_number', header: 'Table Number' },
  { key: 'section', header: 'Section' },
  { key: 'customer_spend', header: 'Customer Spend' },
  { key: 'hotel_name', header: 'Hotel Name' },
  { key: 'room_no', header: 'Room No.' },
  { key: 'booked_by', header: 'Booked By' },
  { key: 'third_party_name', header: '3rd Party Name' },
  { key: 'third_party_phone', header: '3rd Party Phone' },
  { key: 'third_party_email', header: '3rd Party Email' },
  { key: 'third_party_relationship', header: '3rd Party Relationship' },
  { key: 'create_date', header: 'Create Date' },
  { key: 'source', header: 'Source' },
  { key: 'session', header: 'Session' },
] as const;
export type ReservationExportField = (typeof RESERVATION_EXPORT_FIELDS)[number]['key'];
export const RESERVATION_EXPORT_FIELD_KEYS = RESERVATION_EXPORT_FIELDS.map((f) => f.key) as ReservationExportField[];

/**
 * The diners' (and third-party bookers') phones and e-mails: exported only by holders of the Export Diner List
 * permission (spec §6), like the diner list itself.
 */
export const CONTACT_EXPORT_FIELDS = [
  'phone',
  'email',
  'third_party_phone',
  'third_party_email',
] as const satisfies readonly ReservationExportField[];

/** The export fields a holder of these permissions may choose, in spec order. */
export function exportableFields(permissions: Pick<PermissionSet, 'exportDinerList'>): ReservationExportField[] {
  if (levelSatisfies(permissions.exportDinerList, 'all')) return RESERVATION_EXPORT_FIELD_KEYS;
  return RESERVATION_EXPORT_FIELD_KEYS.filter((field) => !(CONTACT_EXPORT_FIELDS as readonly string[]).includes(field));
}
