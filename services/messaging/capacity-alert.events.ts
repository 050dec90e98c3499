import type { DomainEvent } from '../eventstore';

/**
 * A service's booked covers crossed into the outlet's capacity alert level (stream `capacityalert-<rid>-<date>`): once
 * per crossing, whatever the number of addresses its e-mails go to. `crossing` counts the service's crossings that day;
 * `reservation_id` is the booking that took it over.
 */
export type CapacityAlertEvent = DomainEvent<
  'CapacityAlertReached',
  { date: string; service_id: string; service_name: string; crossing: number; reservation_id: string }
>;

export const CAPACITY_ALERT_EVENT_TYPES: CapacityAlertEvent['type'][] = ['CapacityAlertReached'];
