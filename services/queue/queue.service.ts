import {
  addWalkInRequest,
  DomainError,
  isOpenQueueStatus,
  queueActions,
  queueCategoryOf,
  reassignTableRequest,
  updateStatusRequest,
  type QueueAction,
  type QueueScreenRequest,
  type QueueScreenResult,
  type QueueCheckInFormRequest,
  type QueueCheckInFormResult,
  type QueueCheckInRequest,
  type QueueEntryRow,
  type QueueJoinRequest,
  type QueueLinkRequest,
  type QueueSeatRequest,
  type QueueSettingsRequest,
  type QueueSettingsResult,
  type QueueStatusListResult,
  type QueueTicketResult,
  type QueuePartyRequest,
  type QueuePartyResult,
  type QueueUpdateStatusRequest,
  type QueueWaitTimesResult,
} from '@covers/shared';
import { randomBytes } from 'node:crypto';
import { outletName, outletZone, type OutletCaller } from '../access';
import { decideWithin, handleCommand, type CommandOptions, type EventMetadata, type EventStore, type RecordedEvent } from '../eventstore';
import { screenCategories, summarise, type QueueScreenState } from './queue-screen-state';
import { backgroundImage, backgroundVersion, checkBackground, storeBackground } from './queue-background';
import { serviceDayAt, type ReservationActor, type ReservationsService, type WritesAlongside } from '../reservations';
import type { QueueDayCommand, QueueSetupCommand } from './queue.commands';
import { queueDayDecider, queueSetupDecider } from './queue.decider';
import {
  openQueueEntries,
  outletOfQueueLink,
  queuedParty,
  queueEntry,
  queueLinkTokens,
  queueSettingsOf,
  type QueueEntry,
} from './queue.queries';
import { queueDayStream, queueSetupStream } from './queue.streams';
import { QueueWaitTimes } from './queue-wait-times';
import { isPartyToken, partyIdOf, queuePartyKey, queuePartyToken } from './queue-party-link';

/** The actor of what a party does on the public check-in page. */
export const CHECK_IN_ACTOR = 'queue-check-in';
/** The actor of what the status screen reads (it writes nothing). */
export const SCREEN_ACTOR = 'queue-screen';
/** The actor of what a party's status page reads (it writes nothing). */
export const PARTY_PAGE_ACTOR = 'queue-party';
/** Who took a self check-in, as the booking shows it. */
const CHECK_IN_TAKEN_BY = 'Queue';

interface Party {
  pax: number;
  name: string;
  phone?: string;
  takenBy: string;
  bookAnyway: boolean;
}

/**
 * Spec §7's queue group and Queues Setup. A queued party is a walk-in booking in the status Queue (the reservations
 * context seats, offers, pings and removes it by the shared status machine); this context gives it its number for
 * the service day and keeps the queue's settings and public links.
 */
export class QueueService {
  constructor(
    private readonly store: EventStore,
    private readonly reservations: ReservationsService,
    options: { partySecret: string },
  ) {
    this.waits = new QueueWaitTimes(store.dataSource);
    this.partyKey = queuePartyKey(options.partySecret);
  }

  private readonly waits: QueueWaitTimes;
  private readonly partyKey: Buffer;

  private get db() {
    return this.store.dataSource;
  }

  /** The host adds a party at the stand. */
  async join(caller: ReservationActor & Pick<OutletCaller, 'username'>, request: QueueJoinRequest): Promise<QueueTicketResult> {
    const { pax, last_name: name, phone, book_anyway: bookAnyway } = request;
    return this.enqueue(caller, { pax, name, phone, takenBy: caller.username, bookAnyway });
  }

  /** Public: the check-in page's outlet. */
  async checkInForm(request: QueueCheckInFormRequest): Promise<QueueCheckInFormResult> {
    const rid = await this.linkedOutlet(request.token, 'check_in');
    return { outlet_name: (await outletName(this.db, rid)) ?? '' };
  }

  /** Public: a party checks itself in at the door or from its phone. */
  async checkIn(request: QueueCheckInRequest, metadata: EventMetadata): Promise<QueueTicketResult> {
    const rid = await this.linkedOutlet(request.token, 'check_in');
    const outlet = await outletZone(this.db, rid);
    if (!outlet) throw new DomainError('QUEUE_LINK_INVALID');
    const actor = { rid, groupUid: outlet.group_uid, metadata: { ...metadata, actor: CHECK_IN_ACTOR } };
    const party = { pax: request.pax, name: request.last_name, phone: request.phone, takenBy: CHECK_IN_TAKEN_BY, bookAnyway: false };
    return this.enqueue(actor, party);
  }

  /**
   * The walk-in and its number are recorded in one transaction holding both day streams: the walk-in is what can be
   * refused, and the queue day's lock makes simultaneous check-ins take consecutive numbers. A party is never queued
   * without a number, nor a number issued to a refused walk-in. The walk-in's date is its service day, so a party
   * joining after midnight of a service still running keeps that service's numbers. The quote is what the parties
   * ahead and the floor gave before the party joined.
   */
  private async enqueue(actor: ReservationActor, party: Party): Promise<QueueTicketResult> {
    const settings = await queueSettingsOf(this.db, actor.rid);
    const walkIn = addWalkInRequest.parse({
      last_name: party.name || undefined,
      phone: party.phone,
      adults: party.pax,
      taken_by: party.takenBy,
      book_anyway: party.bookAnyway,
    });
    const category = queueCategoryOf(party.pax, settings);
    const quote = await this.waits.quoteFor(actor.rid, actor.metadata.now, category);
    let issued = { label: '', number: 0 };
    const reservation = await this.reservations.walkIn(actor, walkIn, (booked) =>
      this.onDayAlongside(
        actor,
        booked.date,
        {
          type: 'IssueQueueNumber',
          data: {
            rid: actor.rid,
            service_date: booked.date,
            reservation_id: booked.reservation_id,
            category,
            pax: party.pax,
            name: booked.last_name,
            phone: booked.phone,
            quote_minutes: quote.quote_minutes,
            quote_source: quote.source,
            default_minutes: quote.default_minutes,
            learnt_minutes: quote.learnt_minutes,
            joined_at: actor.metadata.now,
          },
        },
        (events) => (issued = events[0].data as typeof issued),
      ),
    );
    const ahead = (await openQueueEntries(this.db, actor.rid, reservation.date)).filter(
      (entry) => entry.category === category && entry.status !== 'Offered' && entry.number < issued.number,
    );
    return {
      reservation_id: reservation.reservation_id,
      label: issued.label,
      service_date: reservation.date,
      groups_ahead: ahead.length,
      quote_minutes: quote.quote_minutes,
      status_link: this.statusLink(actor.rid, reservation.reservation_id),
    };
  }

  /** queue/status_list: the service day's open parties, and per category the numbers called and the parties waiting. */
  async statusList(caller: ReservationActor): Promise<QueueStatusListResult> {
    const { date } = await serviceDayAt(this.db, caller.rid, caller.metadata.now);
    const entries = (await openQueueEntries(this.db, caller.rid, date)).map((entry) => this.row(caller.rid, entry));
    return { service_date: date, entries, categories: summarise(entries) };
  }

  /** Public: the status screen of the outlet whose screen link this is. */
  async screen(request: QueueScreenRequest, metadata: EventMetadata): Promise<QueueScreenResult> {
    const rid = await this.linkedOutlet(request.token, 'screen');
    const zone = await outletZone(this.db, rid);
    if (!zone) throw new DomainError('QUEUE_LINK_INVALID');
    return this.screenView(rid, metadata.now);
  }

  /**
   * What every status screen of the outlet shows now: every category of the number type, called or not. The same for
   * all its screens, so the live gateway reads it once per change and pushes it to them all.
   */
  async screenView(rid: number, now: string): Promise<QueueScreenResult> {
    return (await this.screenState(rid, now)).view;
  }

  /** The screens' view, with the open parties it was made from: the live gateway applies the next changes to it. */
  async screenState(rid: number, now: string): Promise<QueueScreenState> {
    const [{ serviceDate, settings, categories: quotes, open }, background, name] = await Promise.all([
      this.waits.quotes(rid, now),
      backgroundVersion(this.db, rid),
      outletName(this.db, rid),
    ]);
    const view = {
      outlet_name: name ?? '',
      rotation: settings.rotation,
      show_groups_ahead: settings.show_groups_ahead,
      show_wait_time: settings.show_wait_time,
      background_version: background,
      categories: screenCategories(
        quotes.map(({ category, quote_minutes }) => ({ category, wait_minutes: quote_minutes })),
        open,
      ),
    };
    return {
      view,
      serviceDate,
      open: open.map(({ reservation_id, category, status, label }) => ({ reservation_id, category, status, label })),
    };
  }

  /** Public: a party's status page on the diner's phone, by its signed link: its place and the live wait. */
  async party(request: QueuePartyRequest, metadata: EventMetadata): Promise<QueuePartyResult> {
    const party = await queuedParty(this.db, partyIdOf(request.token));
    if (!party || !isPartyToken(this.partyKey, party.rid, request.token)) throw new DomainError('QUEUE_LINK_INVALID');
    const waiting = isOpenQueueStatus(party.status) && party.status !== 'Offered';
    const ahead = waiting
      ? (await openQueueEntries(this.db, party.rid, party.service_date)).filter(
          (entry) => entry.category === party.category && entry.status !== 'Offered' && entry.number < party.number,
        ).length
      : 0;
    return {
      outlet_name: (await outletName(this.db, party.rid)) ?? '',
      label: party.label,
      pax: party.pax,
      status: party.status,
      groups_ahead: ahead,
      wait_minutes: waiting ? await this.waits.partyWait(party.rid, metadata.now, party) : null,
    };
  }

  /** queue/wait_times: the wait each category is quoted now, what it is learnt from, and how accurate the quotes were. */
  waitTimes(caller: ReservationActor): Promise<QueueWaitTimesResult> {
    return this.waits.waitTimes(caller.rid, caller.metadata.now);
  }

  /** Public: the screen's background, by its screen link. */
  async screenBackground(request: Pick<QueueScreenRequest, 'token'>) {
    return backgroundImage(this.db, await this.linkedOutlet(request.token, 'screen'));
  }

  /** offer, ping, no answer, remove, to the waitlist or to a reservation: the queue's actions of the shared machine. */
  async updateStatus(caller: ReservationActor, request: QueueUpdateStatusRequest): Promise<QueueEntryRow> {
    const entry = await this.openEntry(caller.rid, request.reservation_id, request.action);
    await this.reservations.updateStatus(
      caller,
      updateStatusRequest.parse({
        reservation_id: entry.reservation_id,
        date: entry.service_date,
        action: request.action,
        book_anyway: request.book_anyway,
      }),
      // "Your table is ready", recorded for messaging to send to the party's phone in the offer's own transaction: an
      // offer that stands has its message on the way, and one that fails leaves the party in the queue to be offered again.
      request.action === 'offer'
        ? this.onDayAlongside(caller, entry.service_date, {
            type: 'RecordTableOffered',
            data: { rid: caller.rid, reservation_id: entry.reservation_id, phone: entry.phone },
          })
        : undefined,
    );
    return this.entryRow(caller.rid, entry.reservation_id);
  }

  /** A decision on the service day's queue stream, taken in the transaction of a booking's change; `then` gets its events. */
  private onDayAlongside(
    actor: ReservationActor,
    serviceDate: string,
    command: QueueDayCommand,
    then?: (events: RecordedEvent[]) => void,
  ): WritesAlongside {
    const target = { streamId: queueDayStream(actor.rid, serviceDate), rid: actor.rid };
    return {
      locks: [target.streamId],
      alongside: async (tx) => {
        const { events } = await decideWithin(tx, queueDayDecider, target, command, actor.metadata);
        then?.(events);
      },
    };
  }

  /**
   * Seat a queued party at its tables, both in one transaction: the walk-in's table rules, "Table double booked!"
   * answered by book_anyway; a refused seating moves no table.
   */
  async seat(caller: OutletCaller, request: QueueSeatRequest): Promise<QueueEntryRow> {
    const entry = await this.openEntry(caller.rid, request.reservation_id, 'seat');
    const booking = { reservation_id: entry.reservation_id, date: entry.service_date, book_anyway: request.book_anyway };
    await this.reservations.seatAt(caller, reassignTableRequest.parse({ ...booking, table_ids: request.table_ids }));
    return this.entryRow(caller.rid, entry.reservation_id);
  }

  /** queue/settings: what the host's panel and the screen follow, with the public links. */
  async settings(caller: Pick<ReservationActor, 'rid'>): Promise<QueueSettingsResult> {
    const [settings, tokens, background] = await Promise.all([
      queueSettingsOf(this.db, caller.rid),
      queueLinkTokens(this.db, caller.rid),
      backgroundVersion(this.db, caller.rid),
    ]);
    return {
      settings,
      background_version: background,
      links: {
        screen: tokens.screen && `/queueStatus?token=${tokens.screen}`,
        check_in: tokens.check_in && `/queueCheckIn?token=${tokens.check_in}`,
      },
    };
  }

  /** setting/queues: Queues Setup saves every setting of spec §3. */
  async saveSettings(caller: OutletCaller, request: QueueSettingsRequest): Promise<QueueSettingsResult> {
    const { default_wait_minutes, number_type, band_a_max_pax, band_b_max_pax, show_groups_ahead, show_wait_time, rotation } = request;
    const settings = { default_wait_minutes, number_type, band_a_max_pax, band_b_max_pax, show_groups_ahead, show_wait_time, rotation };
    await this.onSetup(caller, { type: 'ChangeQueueSettings', data: { rid: caller.rid, settings } });
    return this.settings(caller);
  }

  /** A new token for a public link: the link before it stops working. */
  async issueLink(caller: ReservationActor, request: QueueLinkRequest): Promise<QueueSettingsResult> {
    const token = randomBytes(24).toString('base64url');
    await this.onSetup(caller, { type: 'IssueQueueLink', data: { rid: caller.rid, purpose: request.purpose, token } });
    return this.settings(caller);
  }

  async revokeLink(caller: OutletCaller, request: QueueLinkRequest): Promise<QueueSettingsResult> {
    await this.onSetup(caller, { type: 'RevokeQueueLink', data: { rid: caller.rid, purpose: request.purpose } });
    return this.settings(caller);
  }

  private async linkedOutlet(token: string, purpose: 'screen' | 'check_in'): Promise<number> {
    const rid = await outletOfQueueLink(this.db, token, purpose);
    if (rid === undefined) throw new DomainError('QUEUE_LINK_INVALID');
    return rid;
  }

  /** The party, still in the queue, in a status that allows `action`. */
  private async openEntry(rid: number, reservationId: string, action: QueueAction): Promise<QueueEntry> {
    const entry = await queueEntry(this.db, rid, reservationId);
    if (!entry) throw new DomainError('QUEUE_ENTRY_NOT_FOUND');
    if (!queueActions(entry.status).includes(action)) throw new DomainError('QUEUE_ACTION_NOT_ALLOWED');
    return entry;
  }

  private async entryRow(rid: number, reservationId: string): Promise<QueueEntryRow> {
    const entry = await queueEntry(this.db, rid, reservationId);
    if (!entry) throw new DomainError('QUEUE_ENTRY_NOT_FOUND');
    return this.row(rid, entry);
  }

  /** A party as staff see it, with its own page's link to show it at the stand. */
  private row(rid: number, { service_date: _day, ...entry }: QueueEntry): QueueEntryRow {
    return { ...entry, status_link: this.statusLink(rid, entry.reservation_id) };
  }

  private statusLink(rid: number, reservationId: string) {
    return `/queueParty?token=${queuePartyToken(this.partyKey, rid, reservationId)}`;
  }

  /** setting/queues/background: a new background for the screen, checked by its content. */
  async uploadBackground(caller: ReservationActor, bytes: Buffer | undefined): Promise<QueueSettingsResult> {
    const record = await checkBackground(bytes);
    await this.onSetup(
      caller,
      { type: 'SetQueueBackground', data: { rid: caller.rid, ...record } },
      { alongside: (tx) => storeBackground(tx.manager, caller.rid, record, bytes as Buffer, caller.metadata.now) },
    );
    return this.settings(caller);
  }

  /** The background's image, for staff. */
  async background(caller: Pick<ReservationActor, 'rid'>) {
    return backgroundImage(this.db, caller.rid);
  }

  private onSetup(caller: ReservationActor, command: QueueSetupCommand, options?: CommandOptions) {
    return handleCommand(
      this.store,
      queueSetupDecider,
      { streamId: queueSetupStream(caller.rid), rid: caller.rid },
      command,
      caller.metadata,
      options,
    );
  }
}
