import {
  bookingNumber,
  bookingTimeText,
  COUNTRY_LOCALES,
  DEFAULT_LOCALE,
  defaultTemplate,
  fillTemplate,
  outletClock,
  type LeadTimes,
  type Locale,
  type MessageTemplateText,
  type OutletClock,
  type SenderSettings,
  type TemplateValues,
} from '@covers/shared';
import type { DataSource } from 'typeorm';
import { outletCountryCode } from '../access';
import { getReservation, getReservations, outletInfo } from '../reservations';
import { confirmationUrl } from './confirmation-link';
import type { MessageRequest } from './message-requests';
import type { MessageCommands } from './messaging.commands';
import { savedTemplates, senderSettings } from './messaging.queries';
import { leadTimesOf } from './timed-delivery';
import { isDue } from './timed-messages';

/** Kinds only a booking (not a walk-in or a waitlist entry) is told about, and only before its time. */
const BOOKING_ONLY = ['confirmation', 'change', 'reminder'];

/** Where a message's confirmation link points and what seals it. */
export interface ConfirmationLinking {
  publicUrl: string;
  key: Buffer;
}

/** What composing needs of an outlet, read once for a batch of its messages. */
interface OutletMessaging {
  lead: LeadTimes;
  timezone: string;
  clock: OutletClock;
  lang: Locale;
  templates: MessageTemplateText[];
  sender: SenderSettings;
}

async function outletMessaging(db: DataSource, rid: number, now: Date): Promise<OutletMessaging> {
  const [lead, { timezone }, country, templates, sender] = await Promise.all([
    leadTimesOf(db.manager, rid),
    outletInfo(db, rid),
    outletCountryCode(db, rid),
    savedTemplates(db, rid),
    senderSettings(db, rid),
  ]);
  const lang = COUNTRY_LOCALES[country] ?? DEFAULT_LOCALE;
  return { lead, timezone, clock: outletClock(now.toISOString(), timezone), lang, templates, sender };
}

/**
 * The messages a batch of requests stands for, in order: each written from its booking as it is now with the outlet's
 * template (or the default) in its language and its sender settings; or null when there is nothing to send (the booking
 * is gone, is not a booking or already past, or has no contact for the channel, or a timed message is not due for the
 * booking as it is now). Each outlet's settings and bookings are read once for the batch.
 */
export async function composeMessages(
  db: DataSource,
  requests: readonly MessageRequest[],
  now: Date,
  linking: ConfirmationLinking,
): Promise<(MessageCommands['QueueMessage'] | null)[]> {
  const byOutlet = new Map<number, Promise<[OutletMessaging, Map<string, Booking>]>>();
  for (const rid of new Set(requests.map((request) => request.rid))) {
    const ids = requests.filter((request) => request.rid === rid).map((request) => request.reservation_id);
    byOutlet.set(rid, Promise.all([outletMessaging(db, rid, now), getReservations(db, rid, ids)]));
  }
  return Promise.all(
    requests.map(async (request) => {
      const [outlet, bookings] = await byOutlet.get(request.rid)!;
      const booking = bookings.get(request.reservation_id);
      return booking ? compose(request, booking, outlet, now, linking) : null;
    }),
  );
}

type Booking = NonNullable<Awaited<ReturnType<typeof getReservation>>>;

function compose(
  request: MessageRequest,
  booking: Booking,
  outlet: OutletMessaging,
  now: Date,
  linking: ConfirmationLinking,
): MessageCommands['QueueMessage'] | null {
  if (request.lead_hours !== undefined && !isDue(request, booking, outlet.lead, outlet.timezone, now)) return null;
  if (BOOKING_ONLY.includes(request.kind)) {
    const { clock } = outlet;
    const past = booking.date < clock.date || (booking.date === clock.date && booking.time_minute < clock.minute);
    if (booking.kind !== 'reservation' || past) return null;
  }
  const { lang, sender } = outlet;
  const text =
    outlet.templates.find((saved) => saved.template === request.template && saved.language === lang) ??
    defaultTemplate(request.template, lang);
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
