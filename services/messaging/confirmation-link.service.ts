import {
  bookingTimeText,
  DomainError,
  isDomainError,
  type ConfirmationAnswerRequest,
  type ConfirmationAnswerResult,
  type ConfirmationLinkRequest,
  type ConfirmationLinkResult,
} from '@covers/shared';
import { outletName, outletZone } from '../access';
import { handleCommand, type EventMetadata, type EventStore, type StreamTransaction } from '../eventstore';
import { clockOf, getReservation, type ReservationsService } from '../reservations';
import { confirmationLinkDecider, type ConfirmationLinkCommand, type ConfirmationLinkState } from './confirmation-link.decider';
import { confirmationLinkKey, openConfirmationLink, type ConfirmationLink } from './confirmation-link';
import { messageById } from './messaging.queries';
import type { ConfirmationLinkEvent } from './messaging.events';
import { confirmationLinkStream } from './messaging.streams';

type Booking = NonNullable<Awaited<ReturnType<typeof getReservation>>>;
/** A link with the message that carried it. */
type OpenedLink = ConfirmationLink & NonNullable<Awaited<ReturnType<typeof messageById>>> & { reservation_id: string };

/**
 * The diner's side of a message's confirmation link (no session): the page shows their booking in the message's
 * language; the diner confirms or cancels once. The change goes through the booking's day like any status change, and
 * the link's use is written in the same transaction, so two simultaneous uses cannot both change the booking.
 */
export class ConfirmationLinkService {
  private readonly key: Buffer;

  constructor(
    private readonly store: EventStore,
    private readonly reservations: ReservationsService,
    options: { linkSecret: string },
  ) {
    this.key = confirmationLinkKey(options.linkSecret);
  }

  private get db() {
    return this.store.dataSource;
  }

  /** The booking, and whether the link was used (and for what) or has expired. */
  async page(request: ConfirmationLinkRequest, now: string): Promise<ConfirmationLinkResult> {
    const { link, booking } = await this.open(request.token);
    const answered = await this.answerOf(link);
    return {
      lang: link.lang,
      outlet_name: (await outletName(this.db, link.rid)) ?? '',
      diner_name: [booking.first_name, booking.last_name].filter(Boolean).join(' '),
      party_size: booking.adults + booking.children,
      booking_time: bookingTimeText(booking.date, booking.time_minute, link.lang),
      answered,
      expired: answered === null && (await this.expired(link, booking, now)),
    };
  }

  async answer(request: ConfirmationAnswerRequest, metadata: EventMetadata): Promise<ConfirmationAnswerResult> {
    const { link, booking } = await this.open(request.token);
    if (await this.answerOf(link)) throw new DomainError('CONFIRMATION_LINK_USED');
    if (await this.expired(link, booking, metadata.now)) throw new DomainError('CONFIRMATION_LINK_EXPIRED');
    const use: ConfirmationLinkCommand = {
      type: 'UseConfirmationLink',
      data: { message_id: link.message_id, reservation_id: link.reservation_id, answer: request.answer },
    };
    const target = { streamId: confirmationLinkStream(link.message_id), rid: link.rid };
    // Already confirmed (by staff): nothing to change but the link's use.
    if (request.answer === 'confirm' && booking.status === 'Confirmed') {
      await handleCommand(this.store, confirmationLinkDecider, target, use, metadata);
      return { answered: request.answer };
    }
    const actor = { rid: link.rid, groupUid: (await outletZone(this.db, link.rid))?.group_uid ?? '', metadata };
    try {
      await this.reservations.answerByDiner(actor, link.reservation_id, request.answer, async (tx) => {
        const history = (await tx.readStream(target.streamId)) as unknown as ConfirmationLinkEvent[];
        const used = history.reduce(confirmationLinkDecider.evolve, confirmationLinkDecider.initialState());
        await this.recordUse(tx, target, history.length, confirmationLinkDecider.decide(use, used, metadata), metadata);
      });
    } catch (error) {
      if (!isDomainError(error) || error.code.startsWith('CONFIRMATION_')) throw error;
      // The booking's day refused the change: because this link changed it meanwhile, or because it moved on (seated, cancelled by staff).
      throw new DomainError((await this.answerOf(link)) ? 'CONFIRMATION_LINK_USED' : 'CONFIRMATION_BOOKING_CLOSED');
    }
    return { answered: request.answer };
  }

  private recordUse(
    tx: StreamTransaction,
    target: { streamId: string; rid: number },
    version: number,
    events: ConfirmationLinkEvent[],
    metadata: EventMetadata,
  ) {
    return tx.append(target.streamId, version, events, { rid: target.rid, metadata });
  }

  /** The link, its message and its booking; an unknown token, or one whose message or booking is gone, is the same refusal. */
  private async open(token: string): Promise<{ link: OpenedLink; booking: Booking }> {
    const sealed = openConfirmationLink(token, this.key);
    const message = await messageById(this.db, sealed.message_id);
    const booking = message?.reservation_id ? await getReservation(this.db, message.rid, message.reservation_id) : null;
    if (!message || !booking) throw new DomainError('CONFIRMATION_LINK_INVALID');
    return { link: { ...sealed, ...message, reservation_id: booking.reservation_id }, booking };
  }

  private async answerOf(link: OpenedLink): Promise<ConfirmationLinkState> {
    const history = (await this.store.readStream(confirmationLinkStream(link.message_id))) as unknown as ConfirmationLinkEvent[];
    return history.reduce(confirmationLinkDecider.evolve, confirmationLinkDecider.initialState());
  }

  /** Past the link's own expiry, or past the booking's time at the outlet. */
  private async expired(link: OpenedLink, booking: Booking, now: string): Promise<boolean> {
    if (Date.parse(now) > Date.parse(link.expires_at)) return true;
    const clock = await clockOf(this.db, link.rid, now);
    return booking.date < clock.date || (booking.date === clock.date && booking.time_minute < clock.minute);
  }
}
