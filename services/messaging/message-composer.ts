import {
  bookingNumber,
  bookingTimeText,
  COUNTRY_LOCALES,
  DEFAULT_LOCALE,
  defaultTemplate,
  fillTemplate,
  type TemplateValues,
} from '@covers/shared';
import type { DataSource } from 'typeorm';
import { outletCountryCode } from '../access';
import { clockOf, getReservation, outletInfo } from '../reservations';
import { confirmationUrl } from './confirmation-link';
import type { MessageRequest } from './message-requests';
import type { MessageCommands } from './messaging.commands';
import { savedTemplate, senderSettings } from './messaging.queries';
import { leadTimesOf } from './timed-delivery';
import { isDue } from './timed-messages';

/** Kinds only a booking (not a walk-in or a waitlist entry) is told about, and only before its time. */
const BOOKING_ONLY = ['confirmation', 'change', 'reminder'];

/** Where a message's confirmation link points and what seals it. */
export interface ConfirmationLinking {
  publicUrl: string;
  key: Buffer;
}

/**
 * The message a request stands for, written from the booking as it is now with the outlet's template (or the default)
 * in its language and its sender settings: or null when there is nothing to send (the booking is gone, is not a
 * booking or already past, or has no contact for the channel, or a timed message is not due for the booking as it is now).
 */
export async function composeMessage(
  db: DataSource,
  request: MessageRequest,
  now: Date,
  linking: ConfirmationLinking,
): Promise<MessageCommands['QueueMessage'] | null> {
  const booking = await getReservation(db, request.rid, request.reservation_id);
  if (!booking) return null;
  if (request.lead_hours !== undefined) {
    const [lead, { timezone }] = await Promise.all([leadTimesOf(db.manager, request.rid), outletInfo(db, request.rid)]);
    if (!isDue(request, booking, lead, timezone, now)) return null;
  }
  if (BOOKING_ONLY.includes(request.kind)) {
    const clock = await clockOf(db, request.rid, now.toISOString());
    const past = booking.date < clock.date || (booking.date === clock.date && booking.time_minute < clock.minute);
    if (booking.kind !== 'reservation' || past) return null;
  }
  const lang = COUNTRY_LOCALES[await outletCountryCode(db, request.rid)] ?? DEFAULT_LOCALE;
  const [text, sender] = await Promise.all([
    savedTemplate(db, request.rid, request.template, lang).then((saved) => saved ?? defaultTemplate(request.template, lang)),
    senderSettings(db, request.rid),
  ]);
  const preferred =
    text.send_mode === 'sms' ? [booking.phone && 'sms', booking.email && 'email'] : [booking.email && 'email', booking.phone && 'sms'];
  const channel = request.channel ?? (preferred.find(Boolean) as 'sms' | 'email' | undefined) ?? null;
  const recipient = request.to ?? (channel === 'email' ? booking.email : booking.phone);
  if (!channel || !recipient) return null;
  const values: TemplateValues = {
    diner_name: [booking.first_name, booking.last_name].filter(Boolean).join(' '),
    party_size: String(booking.adults + booking.children),
    booking_number: bookingNumber(booking.reservation_id),
    booking_time: bookingTimeText(booking.date, booking.time_minute, lang),
    confirmation_link: confirmationUrl(linking.publicUrl, request.message_id, linking.key, now),
  };
  return {
    message_id: request.message_id,
    reservation_id: request.reservation_id,
    kind: request.kind,
    channel,
    recipient,
    lang,
    subject: channel === 'email' ? fillTemplate(text.title, values) : null,
    body: fillTemplate(channel === 'sms' ? text.sms_message : text.standard_message, values),
    reply_to: sender.reply_to,
    sender_name: sender.sms_name,
  };
}
