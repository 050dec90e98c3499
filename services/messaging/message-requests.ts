import { MESSAGE_TEMPLATES, type MessageChannel, type MessageKind, type MessageTemplate } from '@covers/shared';
import type { RecordedEvent } from '../eventstore';
import type { QueueDayEvent } from '../queue';
import type { ReservationDayEvent } from '../reservations';

/** A message some event asks for, before it is written: what the delivery worker gets. */
export interface MessageRequest {
  /** The idempotency key: one per booking and kind (and per trigger where a kind repeats), passed to the provider too. */
  message_id: string;
  rid: number;
  reservation_id: string;
  kind: MessageKind;
  template: MessageTemplate;
  /** null: whichever contact the booking has, e-mail first. */
  channel: MessageChannel | null;
  /** A timed message (a reminder, a confirmation with a lead time): this many hours before the booking. */
  lead_hours?: number;
  /** A message to staff (a capacity alert): their address instead of the diner's, by e-mail. */
  to?: string;
}

const PARTY_FIELDS = ['adults', 'children'];
const isTemplate = (name: string): name is MessageTemplate => (MESSAGE_TEMPLATES as readonly string[]).includes(name);

/**
 * The messages one event asks for: a new booking its confirmation, a change its notice, a ping its call, a resend its
 * message, a queued party offered a table "your table is ready" by text (none for a party without a phone).
 */
export function requestsFor(recorded: RecordedEvent): MessageRequest[] {
  if (recorded.rid === null) return [];
  const event = { type: recorded.type, data: recorded.data } as ReservationDayEvent | QueueDayEvent;
  const request = (
    reservationId: string,
    kind: MessageKind,
    template: MessageTemplate,
    channel: MessageChannel | null,
    repeatable = true,
  ): MessageRequest[] => [
    {
      message_id: repeatable ? `${reservationId}:${kind}:${recorded.position}` : `${reservationId}:${kind}`,
      rid: recorded.rid!,
      reservation_id: reservationId,
      kind,
      template,
      channel,
    },
  ];
  switch (event.type) {
    case 'ReservationBooked': {
      const { reservation } = event.data;
      return reservation.kind === 'reservation' ? request(reservation.reservation_id, 'confirmation', 'confirmation', null, false) : [];
    }
    case 'ReservationMovedIn':
      return event.data.reservation.kind === 'reservation' ? request(event.data.reservation.reservation_id, 'change', 'change', null) : [];
    case 'ReservationTablesAssigned':
      return event.data.before.time_minute !== event.data.after.time_minute
        ? request(event.data.reservation_id, 'change', 'change', null)
        : [];
    case 'ReservationEdited':
      return Object.keys(event.data.after).some((field) => PARTY_FIELDS.includes(field))
        ? request(event.data.reservation_id, 'change', 'change', null)
        : [];
    case 'ReservationNotificationRequested': {
      const { reservation_id, channel, template } = event.data;
      if (channel === 'call_then_sms') return request(reservation_id, 'ping', 'ping', 'voice');
      return request(reservation_id, 'resend', isTemplate(template) ? template : 'confirmation', channel);
    }
    case 'QueuePartyOffered':
      return event.data.phone ? request(event.data.reservation_id, 'table_ready', 'table_ready', 'sms') : [];
    default:
      return [];
  }
}

/** The text that follows a ping nobody answered (spec §9): the same booking, by SMS, once per ping. */
export const pingTextFor = (ping: Pick<MessageRequest, 'message_id' | 'rid' | 'reservation_id'>): MessageRequest => ({
  message_id: `${ping.message_id}:sms`,
  rid: ping.rid,
  reservation_id: ping.reservation_id,
  kind: 'ping_sms',
  template: 'ping',
  channel: 'sms',
});
