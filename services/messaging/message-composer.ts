import { bookingNumber, bookingTimeText, COUNTRY_LOCALES, DEFAULT_LOCALE, translate, type TemplateValues } from '@covers/shared';
import type { DataSource } from 'typeorm';
import { outletCountryCode } from '../access';
import { clockOf, getReservation } from '../reservations';
import type { MessageRequest } from './message-requests';
import type { MessageCommands } from './messaging.commands';

/** Kinds only a booking (not a walk-in or a waitlist entry) is told about, and only before its time. */
const BOOKING_ONLY = ['confirmation', 'change'];

/**
 * The message a request stands for, written from the booking as it is now, in the outlet's language: or null when
 * there is nothing to send (the booking is gone, is not a booking or already past, or has no contact for the channel).
 */
export async function composeMessage(db: DataSource, request: MessageRequest, now: Date): Promise<MessageCommands['QueueMessage'] | null> {
  const booking = await getReservation(db, request.rid, request.reservation_id);
  if (!booking) return null;
  if (BOOKING_ONLY.includes(request.kind)) {
    const clock = await clockOf(db, request.rid, now.toISOString());
    const past = booking.date < clock.date || (booking.date === clock.date && booking.time_minute < clock.minute);
    if (booking.kind !== 'reservation' || past) return null;
  }
  const channel = request.channel ?? (booking.email ? 'email' : booking.phone ? 'sms' : null);
  const recipient = channel === 'email' ? booking.email : booking.phone;
  if (!channel || !recipient) return null;
  const lang = COUNTRY_LOCALES[await outletCountryCode(db, request.rid)] ?? DEFAULT_LOCALE;
  const values: TemplateValues = {
    diner_name: [booking.first_name, booking.last_name].filter(Boolean).join(' '),
    party_size: String(booking.adults + booking.children),
    booking_number: bookingNumber(booking.reservation_id),
    booking_time: bookingTimeText(booking.date, booking.time_minute, lang),
    confirmation_link: '',
  };
  const { template } = request;
  const form = channel === 'sms' ? 'sms' : 'text';
  return {
    message_id: request.message_id,
    reservation_id: request.reservation_id,
    kind: request.kind,
    channel,
    recipient,
    lang,
    subject: channel === 'email' ? translate(lang, `messageDefaults.${template}_subject`) : null,
    body: translate(lang, `messageDefaults.${template}_${form}`, values),
  };
}
