import type { QueueCategory, QueueLinkPurpose, QueueQuoteSource, QueueSettings } from '@covers/shared';
import type { DomainEvent } from '../eventstore';

/** A queued party's number for the service day, with the wait quoted to it. */
export interface IssuedQueueNumber {
  rid: number;
  service_date: string;
  reservation_id: string;
  category: QueueCategory;
  number: number;
  label: string;
  pax: number;
  name: string;
  phone: string | null;
  quote_minutes: number;
  /** Beside the quote given, where it came from, the default and the learnt quote of that moment (absent before wait quotes were recorded). */
  quote_source?: QueueQuoteSource;
  default_minutes?: number;
  learnt_minutes?: number | null;
  joined_at: string;
}

export type QueueDayEvent =
  | DomainEvent<'QueueNumberIssued', IssuedQueueNumber>
  /** "Your table is ready": messaging sends it to the party's phone from the outbox. */
  | DomainEvent<'QueuePartyOffered', { rid: number; reservation_id: string; label: string; phone: string | null }>;

export type QueueSetupEvent =
  | DomainEvent<'QueueSettingsChanged', { rid: number; settings: QueueSettings }>
  /** A new token for one of the public links; the one before it stops working. */
  | DomainEvent<'QueueLinkIssued', { rid: number; purpose: QueueLinkPurpose; token: string }>
  | DomainEvent<'QueueLinkRevoked', { rid: number; purpose: QueueLinkPurpose }>
  /** A new background for the queue screen (its image is in queue_backgrounds, written with this event). */
  | DomainEvent<'QueueBackgroundSet', { rid: number; version: string; content_type: string; byte_size: number }>;

export type QueueEvent = QueueDayEvent | QueueSetupEvent;

export const QUEUE_EVENT_TYPES = [
  'QueueNumberIssued',
  'QueuePartyOffered',
  'QueueSettingsChanged',
  'QueueLinkIssued',
  'QueueLinkRevoked',
  'QueueBackgroundSet',
] as const satisfies readonly QueueEvent['type'][];
