import {
  addDays,
  DomainError,
  exportableFields,
  isReservationStatus,
  levelSatisfies,
  mayOverrideServiceRules,
  RESERVATION_EXPORT_FIELD_KEYS,
  statusLabelKey,
  toCsv,
  translate,
  type AddTransactionRequest,
  type AddWalkInRequest,
  type CancellationReason,
  type EditTransactionRequest,
  type ListRequest,
  type ReservationExportField,
  type StatusUpdateAction,
  type StoredStatus,
  type addDraftRequest,
  type auditTrailRequest,
  type batchStatusUpdateRequest,
  type bookingRefRequest,
  type cancelRequest,
  type countRequest,
  type draftRefRequest,
  type exchangeTableRequest,
  type exportRequest,
  type importRequest,
  type flagsRequest,
  type moveReservationRequest,
  type notificationsRequest,
  type reassignTableRequest,
  type resendNotificationRequest,
  type searchTransactionRequest,
  type setFlagsRequest,
  type tableStateRequest,
  type tableStatesRequest,
  type updateStatusRequest,
} from '@covers/shared';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { outletCountryCode, outletRidsPermitting, type OutletCaller } from '../access';
import { holdOf, type OnlineLimits } from '../availability';
import { bookingDiner, registerBookingDiner, requireGroupDiner, retryWhileDinerTaken, type BookingDiner } from '../diners';
import { ConcurrencyError, DEFAULT_MAX_ATTEMPTS, decideWithin, handleCommand, type CommandOptions, type EventStore } from '../eventstore';
import { clockOf, floorSnapshot, operationEnd, outletInfo, servicesOn, servicesOnDates, serviceDayAt, sessionOf } from './outlet-context';
import { newReservation } from './new-reservation';
import { importReservations } from './reservation-import.service';
import { draftsDecider } from './reservation-drafts';
import { draftsStream, reservationDayStream, searchHistoryStream } from './reservations.streams';
import { statusCommand, type DayCommand, type DayContext, type Overrides } from './reservations.commands';
import { reservationDayDecider } from './reservations.decider';
import { withE164Phones } from './booking-phones';
import { upcomingBookingsMarkedOtherwise } from './diner-bookings.queries';
import { DayListCache } from './day-list-cache';
import { dayFolding } from './reservations.state';
import {
  auditTrail,
  countReservations,
  exportRows,
  filterCounts,
  getDraft,
  getReservation,
  listDrafts,
  listReservationsJson,
  notifications,
  searchHistory,
  searchReservations,
  tableStates,
} from './reservations.queries';
import { EDITABLE_FIELDS, diffChanges, type Reservation, type ReservationChanges } from './reservation.types';
import { nightRunsUntil } from './service-day';
import { toMinute } from './time-of-day';

/**
 * Who acts where, as far as a booking needs: the verified outlet, the caller's group, their events' metadata;
 * and for staff, their access (an actor without it, such as an import or the demo seeder, may not override
 * the service rules).
 */
export type ReservationActor = Pick<OutletCaller, 'rid' | 'groupUid' | 'metadata'> &
  Partial<Pick<OutletCaller, 'superAdmin' | 'permissions'>>;

/** Writes another context records in a decision's transaction: the streams it appends to, and the writes. */
export type WritesAlongside = Pick<CommandOptions, 'locks' | 'alongside'>;
/** What a caller records with a new booking in its transaction, given the booking. */
export type WithBooking = (reservation: Reservation) => WritesAlongside;

/**
 * The request's answers to an overridable refusal. Overriding the service rules needs the access for it
 * (mayOverrideServiceRules); asked before anything is written (a new diner included).
 */
function overridesOf(actor: ReservationActor, input: { book_anyway: boolean; override_rules: boolean }): Overrides {
  if (
    input.override_rules &&
    !(actor.permissions && mayOverrideServiceRules({ superAdmin: actor.superAdmin ?? false, permissions: actor.permissions }))
  )
    throw new DomainError('FORBIDDEN', { override_rules: 'errors.forbidden' });
  return { bookAnyway: input.book_anyway, overrideRules: input.override_rules };
}

/** What a diner gives on the online booking page. */
export type OnlineBookingDetails = Pick<
  DetailsInput,
  'salutation' | 'first_name' | 'last_name' | 'phone' | 'email' | 'adults' | 'children' | 'special_requests' | 'source' | 'service_id'
>;

/** Where an online booking goes: its day, time and id, and the online limits of its time. */
export interface OnlineBookingPlace {
  date: string;
  timeMinute: number;
  /** The table the outlet chose for the party; none leaves it to the host. */
  tableIds: string[];
  reservationId: string;
  limits: OnlineLimits;
}

type DetailsInput = Omit<
  AddTransactionRequest,
  'kind' | 'present' | 'draft_id' | 'date' | 'time' | keyof import('@covers/shared').CommonFields
>;

/** Where a new booking goes, and as what. */
interface NewBookingPlace {
  kind: Reservation['kind'];
  status: StoredStatus;
  date: string;
  timeMinute: number;
  reservationId?: string;
}

/**
 * The reservations application service, for spec §7's booking and reservation groups: loads what a decision
 * needs (outlet clock, table plan, services, the diner), runs the day decider against the day's stream, and
 * answers with the API result.
 */
export class ReservationsService {
  private readonly dayLists = new DayListCache();

  constructor(private readonly store: EventStore) {}

  private get db() {
    return this.store.dataSource;
  }

  private async dayContext(rid: number, now: string, date: string): Promise<DayContext> {
    const dayBefore = addDays(date, -1);
    const [clock, floor, days] = await Promise.all([
      clockOf(this.db, rid, now),
      floorSnapshot(this.db, rid),
      servicesOnDates(this.db.manager, rid, [dayBefore, date]),
    ]);
    return { clock, floor, services: days.get(date)!, previousNightUntil: nightRunsUntil(days.get(dayBefore)!) };
  }

  private async onDay(actor: ReservationActor, date: string, command: DayCommand, options?: CommandOptions) {
    const context = await this.dayContext(actor.rid, actor.metadata.now, date);
    return handleCommand(
      this.store,
      reservationDayDecider(context),
      { streamId: reservationDayStream(actor.rid, date), rid: actor.rid },
      command,
      actor.metadata,
      options,
    );
  }

  /**
   * A new booking or walk-in on its day. Its diner, when new, is registered in the same transaction as the
   * day's decision: a refused booking registers nobody. When another booking took the diner's phone or email
   * meanwhile, the diner is matched and the booking decided again.
   */
  private async book(
    actor: ReservationActor,
    typed: DetailsInput,
    where: NewBookingPlace,
    command: (reservation: Reservation) => DayCommand,
    withBooking?: WithBooking,
  ) {
    const input = withE164Phones(typed, await this.countryOf(actor.rid));
    return retryWhileDinerTaken(async () => {
      const diner: BookingDiner = input.diner_id
        ? { ...(await requireGroupDiner(this.db, actor.groupUid, input.diner_id)), vip: input.vip ?? false, registration: null }
        : await bookingDiner(this.db, actor.groupUid, input);
      const reservation = await this.build(actor, input, where, diner);
      const caller = withBooking?.(reservation);
      await this.onDay(actor, where.date, command(reservation), {
        locks: caller?.locks,
        alongside: async (tx, events) => {
          await registerBookingDiner(this.store, tx, diner, actor.metadata);
          await caller?.alongside?.(tx, events);
        },
      });
      return reservation;
    });
  }

  private async build(actor: ReservationActor, input: DetailsInput, where: NewBookingPlace, diner: BookingDiner): Promise<Reservation> {
    const services = await servicesOn(this.db.manager, actor.rid, where.date);
    const session = sessionOf(services, where.timeMinute, input.adults + input.children, input.service_id);
    return newReservation(
      input,
      {
        kind: where.kind,
        status: where.status,
        date: where.date,
        timeMinute: where.timeMinute,
        tableIds: input.table_ids,
        session,
        diner: { diner_id: diner.diner_id, vip: diner.vip },
        defaultSource: where.kind === 'walk_in' ? 'Walk-in' : 'Phone',
        seatedAt: where.status === 'Seated' ? actor.metadata.now : null,
        reservationId: where.reservationId,
      },
      actor.metadata,
    );
  }

  /** add_transaction: a reservation or a waitlist entry, from scratch or from a draft. */
  async add(actor: ReservationActor, input: AddTransactionRequest): Promise<Reservation> {
    const { kind, present, draft_id, date, time, ...details } = input;
    if (!date || !time) throw new DomainError('NO_TIME_OR_DATE');
    const overrides = overridesOf(actor, details);
    const status: StoredStatus =
      kind === 'waitlist' ? (present ? 'Waiting' : 'Waitlisted') : details.deposit_status === 'pending' ? 'PendingPayment' : 'Booked';
    // A draft is used up by the booking made from it, in the booking's transaction: a draft already used (sent twice,
    // or by two hosts at once) refuses the booking rather than making a second one.
    return this.book(
      actor,
      details,
      { kind, status, date, timeMinute: toMinute(time) },
      (booked) => ({ type: 'BookReservation', data: { reservation: booked, origin: draft_id ? 'draft' : kind, ...overrides } }),
      draft_id ? (booked) => this.draftUsedBy(actor, draft_id, booked.reservation_id) : undefined,
    );
  }

  private draftUsedBy(actor: ReservationActor, draftId: string, reservationId: string): WritesAlongside {
    const target = { streamId: draftsStream(actor.rid), rid: actor.rid };
    const command = { type: 'DeleteDraft' as const, data: { draftId, convertedTo: reservationId } };
    return {
      locks: [target.streamId],
      alongside: async (tx) => {
        await decideWithin(tx, draftsDecider, target, command, actor.metadata).catch((error: unknown) => {
          throw error instanceof DomainError && error.code === 'NOT_FOUND' ? new DomainError('DRAFT_USED') : error;
        });
      },
    };
  }

  /**
   * A diner's booking from the online booking page, after the online context checked its settings and the time.
   * `reservationId` comes from the form's request key, so a form sent twice makes one booking.
   */
  async bookOnline(actor: ReservationActor, details: OnlineBookingDetails, at: OnlineBookingPlace): Promise<Reservation> {
    const { tableIds, ...place } = at;
    const input: DetailsInput = {
      ...details,
      table_ids: tableIds,
      tags: [],
      taken_by: 'Online',
      deposit_status: 'none',
      book_anyway: false,
      override_rules: false,
    };
    const where = { kind: 'reservation' as const, status: 'Booked' as const, ...place };
    return this.book(actor, input, where, (reservation) => ({ type: 'BookOnline', data: { reservation, limits: at.limits } }));
  }

  /**
   * A walk-in: now, seated when a table is given, otherwise in the queue. In the early hours it belongs to
   * the previous day's service still running past midnight (its day, its capacity, minutes past 1440).
   * `withBooking`: what the caller records with the walk-in, in its transaction (a queued party's number).
   */
  async walkIn(actor: ReservationActor, input: AddWalkInRequest, withBooking?: WithBooking): Promise<Reservation> {
    const overrides = overridesOf(actor, input);
    const at = await serviceDayAt(this.db, actor.rid, actor.metadata.now);
    const status: StoredStatus = input.table_ids.length > 0 ? 'Seated' : 'Queue';
    return this.book(
      actor,
      input,
      { kind: 'walk_in', status, date: at.date, timeMinute: at.minute },
      (reservation) => ({ type: 'AddWalkIn', data: { reservation, operationEndMinute: operationEnd(at.services), ...overrides } }),
      withBooking,
    );
  }

  /** The outlet's service day now, for the console's "today": `minute` runs past 1440 in a night service. */
  async serviceDay(actor: ReservationActor): Promise<{ date: string; minute: number }> {
    const { date, minute } = await serviceDayAt(this.db, actor.rid, actor.metadata.now);
    return { date, minute };
  }

  /**
   * A diner's VIP mark changed in the directory: their bookings from today on that still take covers or tables carry
   * it too, each changed on its day's stream, so every screen of those outlets shows it live. What the diner's change
   * records alongside, in its transaction: the day streams to lock, and the edits.
   */
  async dinerVipMarking(actor: Pick<ReservationActor, 'metadata'>, dinerId: string, vip: boolean): Promise<WritesAlongside> {
    const bookings = (await upcomingBookingsMarkedOtherwise(this.db, dinerId, vip)).filter((b) => holdOf(b.status) !== 'none');
    const days = [...new Map(bookings.map((b) => [reservationDayStream(b.rid, b.date), b])).entries()];
    const contexts = new Map(
      await Promise.all(days.map(async ([streamId, b]) => [streamId, await this.dayContext(b.rid, actor.metadata.now, b.date)] as const)),
    );
    return {
      locks: [...contexts.keys()],
      alongside: async (tx) => {
        for (const b of bookings) {
          const target = { streamId: reservationDayStream(b.rid, b.date), rid: b.rid };
          const edit: DayCommand = {
            type: 'EditReservation',
            data: { reservationId: b.reservation_id, changes: { vip }, bookAnyway: false, overrideRules: false },
          };
          await decideWithin(tx, reservationDayDecider(contexts.get(target.streamId)!), target, edit, actor.metadata);
        }
      },
    };
  }

  /** booking/get_transaction */
  async get(actor: ReservationActor, request: z.infer<typeof bookingRefRequest>) {
    const reservation = await getReservation(this.db, actor.rid, request.reservation_id);
    if (!reservation) throw new DomainError('RESERVATION_NOT_FOUND');
    return reservation;
  }

  /** booking/edit_transaction: the reservation as edited. */
  async edit(actor: ReservationActor, input: EditTransactionRequest) {
    await this.applyEdit(actor, input);
    return getReservation(this.db, actor.rid, input.reservation_id);
  }

  /** reservation/edit_cloud: the same edit, answered with its id only. */
  async editCloud(actor: ReservationActor, input: EditTransactionRequest) {
    await this.applyEdit(actor, input);
    return { reservation_id: input.reservation_id };
  }

  /** The outlet's country: phones typed without a country code are read as its own. */
  private countryOf(rid: number): Promise<string> {
    return outletCountryCode(this.db, rid);
  }

  private async applyEdit(actor: ReservationActor, typed: EditTransactionRequest): Promise<void> {
    const input = withE164Phones(typed, await this.countryOf(actor.rid));
    if (input.diner_id) await requireGroupDiner(this.db, actor.groupUid, input.diner_id);
    const changes: ReservationChanges = {};
    for (const field of EDITABLE_FIELDS) {
      const value = field === 'duration_minutes' ? input.turnaround_minutes : (input as Record<string, unknown>)[field];
      if (value !== undefined) (changes as Record<string, unknown>)[field] = value;
    }
    const timeMinute = input.time ? toMinute(input.time) : undefined;
    const target = { reservationId: input.reservation_id, timeMinute, tableIds: input.table_ids, ...overridesOf(actor, input) };
    if (input.new_date && input.new_date !== input.date) {
      await this.moveTo(actor, { ...target, date: input.date, newDate: input.new_date, changes });
      return;
    }
    await this.onDay(actor, input.date, { type: 'EditReservation', data: { ...target, changes } });
  }

  /** booking/update_transaction_status: the one change. */
  /** `options.alongside`: what the caller records with the change, in its transaction. */
  async updateStatus(actor: ReservationActor, request: z.infer<typeof updateStatusRequest>, options?: CommandOptions) {
    const [change] = await this.changeStatus(
      actor,
      request.date,
      [request.reservation_id],
      request.action,
      request.reason ?? null,
      request.book_anyway,
      options,
    );
    return change;
  }

  /**
   * A diner's answer through the confirmation link of a message: Confirmed, or Cancelled for a change of plans, on the
   * booking's day like any status change. `alongside` records the link's use in the same transaction.
   */
  async answerByDiner(
    actor: ReservationActor,
    reservationId: string,
    answer: 'confirm' | 'cancel',
    alongside: NonNullable<CommandOptions['alongside']>,
  ) {
    const booking = await getReservation(this.db, actor.rid, reservationId);
    if (!booking) throw new DomainError('RESERVATION_NOT_FOUND');
    const command = statusCommand(answer, [reservationId], answer === 'cancel' ? 'Change of Plans' : null, false);
    await this.onDay(actor, booking.date, command, { alongside });
  }

  /** reservation/cancel: a reason is required. */
  async cancel(actor: ReservationActor, request: z.infer<typeof cancelRequest>) {
    const [change] = await this.changeStatus(actor, request.date, [request.reservation_id], 'cancel', request.reason, false);
    return change;
  }

  async batchStatusUpdate(actor: ReservationActor, request: z.infer<typeof batchStatusUpdateRequest>) {
    return {
      changes: await this.changeStatus(
        actor,
        request.date,
        request.reservation_ids,
        request.action,
        request.reason ?? null,
        request.book_anyway,
      ),
    };
  }

  /** `bookAnyway` answers a clash or a full service when the change brings bookings back onto tables or covers. */
  private async changeStatus(
    actor: ReservationActor,
    date: string,
    reservationIds: string[],
    action: StatusUpdateAction,
    reason: CancellationReason | null,
    bookAnyway: boolean,
    options?: CommandOptions,
  ) {
    const { events } = await this.onDay(actor, date, statusCommand(action, reservationIds, reason, bookAnyway), options);
    return events.filter((e) => e.type === 'ReservationStatusChanged').map((e) => e.data);
  }

  /** booking/reassign_table: the reservation's tables now. */
  async reassign(actor: ReservationActor, request: z.infer<typeof reassignTableRequest>) {
    const { date, reservation_id: reservationId, table_ids: tableIds } = request;
    const data = { reservationId, tableIds, ...overridesOf(actor, request) };
    const { state } = await this.onDay(actor, date, { type: 'ReassignTables', data });
    return { reservation_id: reservationId, table_ids: state.reservations.get(reservationId)?.table_ids };
  }

  /** Seats a booking at these tables: the tables and the seating in one transaction, so a refused seating moves no table. */
  async seatAt(actor: ReservationActor, request: z.infer<typeof reassignTableRequest>) {
    const { date, reservation_id: reservationId, table_ids: tableIds } = request;
    await this.onDay(actor, date, { type: 'SeatAtTables', data: { reservationId, tableIds, ...overridesOf(actor, request) } });
  }

  /** booking/exchange_table: both reservations' tables now. */
  async exchange(actor: ReservationActor, request: z.infer<typeof exchangeTableRequest>) {
    const { date, reservation_id: reservationId, other_reservation_id: otherReservationId } = request;
    const data = { reservationId, otherReservationId, ...overridesOf(actor, request) };
    const { state } = await this.onDay(actor, date, { type: 'ExchangeTables', data });
    return [reservationId, otherReservationId].map((id) => ({ reservation_id: id, table_ids: state.reservations.get(id)?.table_ids }));
  }

  /** booking/move_reservation: to another time, tables or day. */
  move(actor: ReservationActor, request: z.infer<typeof moveReservationRequest>): Promise<Reservation> {
    return this.moveTo(actor, {
      reservationId: request.reservation_id,
      date: request.date,
      newDate: request.new_date,
      timeMinute: request.new_time ? toMinute(request.new_time) : undefined,
      tableIds: request.table_ids,
      ...overridesOf(actor, request),
    });
  }

  /**
   * A move. Within a day: one decision on the day's stream. To another day: the move-out is
   * decided on the source day and the move-in on the target day (its tables and capacity), read and appended
   * in one transaction holding both days' write locks; if either day moved on meanwhile (a writer that takes
   * no lock), both are decided again.
   */
  private async moveTo(
    actor: ReservationActor,
    move: {
      reservationId: string;
      date: string;
      newDate?: string;
      timeMinute?: number;
      tableIds?: string[];
      changes?: ReservationChanges;
    } & Overrides,
  ): Promise<Reservation> {
    const newDate = move.newDate;
    if (!newDate || newDate === move.date) {
      const { state } = await this.onDay(actor, move.date, {
        type: 'MoveWithinDay',
        data: {
          reservationId: move.reservationId,
          timeMinute: move.timeMinute,
          tableIds: move.tableIds,
          bookAnyway: move.bookAnyway,
          overrideRules: move.overrideRules,
        },
      });
      return state.reservations.get(move.reservationId)!;
    }
    const { rid, metadata } = actor;
    const [sourceContext, targetContext] = await Promise.all([
      this.dayContext(rid, metadata.now, move.date),
      this.dayContext(rid, metadata.now, newDate),
    ]);
    const [sourceStream, targetStream] = [reservationDayStream(rid, move.date), reservationDayStream(rid, newDate)];
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.store.withStreamsLocked([sourceStream, targetStream], async (tx) => {
          const source = await tx.readFolded(sourceStream, dayFolding);
          const target = await tx.readFolded(targetStream, dayFolding);
          const current = source.state.reservations.get(move.reservationId);
          if (!current) throw new DomainError('RESERVATION_NOT_FOUND', {}, { reservation_id: move.reservationId });
          const out = reservationDayDecider(sourceContext).decide(
            { type: 'MoveOut', data: { reservationId: current.reservation_id, toDate: newDate } },
            source.state,
            metadata,
          );
          const edited = diffChanges(current, move.changes ?? {});
          const moved: Reservation = {
            ...current,
            ...edited.after,
            date: newDate,
            time_minute: move.timeMinute ?? current.time_minute,
            table_ids: move.tableIds ?? current.table_ids,
          };
          const into = reservationDayDecider(targetContext).decide(
            {
              type: 'MoveIn',
              data: {
                reservation: moved,
                fromDate: move.date,
                fromTimeMinute: current.time_minute,
                fromTableIds: current.table_ids,
                edited,
                bookAnyway: move.bookAnyway,
                overrideRules: move.overrideRules,
              },
            },
            target.state,
            metadata,
          );
          if (out.length > 0) await tx.append(sourceStream, source.version, out, { rid, metadata });
          if (into.length > 0) await tx.append(targetStream, target.version, into, { rid, metadata });
          return moved;
        });
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= DEFAULT_MAX_ATTEMPTS) throw error;
      }
    }
  }

  async flags(actor: ReservationActor, request: z.infer<typeof flagsRequest>) {
    const reservation = await this.get(actor, request);
    return { reservation_id: request.reservation_id, flags: reservation.flags };
  }

  async setFlags(actor: ReservationActor, request: z.infer<typeof setFlagsRequest>) {
    const { date, reservation_id: reservationId, flags } = request;
    const { state } = await this.onDay(actor, date, { type: 'SetFlags', data: { reservationId, flags } });
    return { reservation_id: reservationId, flags: state.reservations.get(reservationId)?.flags ?? [] };
  }

  /** Records the request; the messaging context sends it (the event reaches the outbox with the append). */
  async resendNotification(actor: ReservationActor, request: z.infer<typeof resendNotificationRequest>) {
    const { date, reservation_id: reservationId, channel, template } = request;
    const { events } = await this.onDay(actor, date, { type: 'RequestNotification', data: { reservationId, channel, template } });
    return { requested: events.map((e) => e.data) };
  }

  /** Floor-plan actions on a table for a service day: lock / unlock, cleaning needed / cleaned. */
  async changeTableState(actor: ReservationActor, request: z.infer<typeof tableStateRequest>) {
    const { date, table_id: tableId, action } = request;
    const range = { from: request.from_time ? toMinute(request.from_time) : null, to: request.to_time ? toMinute(request.to_time) : null };
    const note = request.note ?? null;
    const { state } = await this.onDay(actor, date, {
      type: 'ChangeTableState',
      data: { tableId, action, fromMinute: range.from, toMinute: range.to, note },
    });
    return { table_id: tableId, ...state.tables.get(tableId) };
  }

  async tableStates(actor: ReservationActor, request: z.infer<typeof tableStatesRequest>) {
    return { date: request.date, tables: await tableStates(this.db, actor.rid, request.date) };
  }

  /** The day list as JSON text straight from PostgreSQL (the hot path), with the outlet's clock. */
  async list(actor: ReservationActor, request: ListRequest) {
    // The version is read before the list: a list built later is never older than the version it is kept under.
    const [clock, version] = await Promise.all([
      clockOf(this.db, actor.rid, actor.metadata.now),
      this.store.streamVersion(reservationDayStream(actor.rid, request.date)),
    ]);
    const build = () => listReservationsJson(this.db, actor.rid, request, clock);
    return { now: clock, reservations: await this.dayLists.get(actor.rid, request, clock, version, build) };
  }

  count(actor: ReservationActor, request: z.infer<typeof countRequest>) {
    return countReservations(this.db, actor.rid, request);
  }

  filterCounts(actor: ReservationActor, request: z.infer<typeof countRequest>) {
    return filterCounts(this.db, actor.rid, request);
  }

  async auditTrail(actor: ReservationActor, request: z.infer<typeof auditTrailRequest>) {
    return { reservation_id: request.reservation_id, entries: await auditTrail(this.db, actor.rid, request.reservation_id) };
  }

  async notifications(actor: ReservationActor, request: z.infer<typeof notificationsRequest>) {
    return { notifications: await notifications(this.db, actor.rid, request.after, request.limit) };
  }

  /**
   * The day's bookings as CSV, the chosen export fields (all the caller may export when none are chosen), statuses
   * in the request's language. Phones and e-mails need the Export Diner List permission: asking for them without
   * it is refused.
   */
  async exportCsv(caller: ReservationActor & Pick<OutletCaller, 'permissions'>, request: z.infer<typeof exportRequest>): Promise<string> {
    const { fields: chosen, lang, ...filters } = request;
    const allowed = exportableFields(caller.permissions);
    const fields = chosen && chosen.length > 0 ? chosen : allowed;
    const unknown = fields.filter((f) => !(RESERVATION_EXPORT_FIELD_KEYS as string[]).includes(f));
    if (unknown.length > 0) throw new DomainError('VALIDATION_FAILED', { fields: 'validation.invalidValue' });
    if (fields.some((f) => !(allowed as string[]).includes(f))) throw new DomainError('FORBIDDEN');
    const outlet = await outletInfo(this.db, caller.rid);
    const statusLabel = (status: string) => (isReservationStatus(status) ? translate(lang, statusLabelKey(status)) : status);
    const { header, rows } = await exportRows(this.db, caller.rid, outlet, filters, fields as ReservationExportField[], statusLabel);
    return toCsv(header, rows);
  }

  /** reservation/import: the rows booked, and per-row refusals for the rest. */
  importRows(actor: ReservationActor, request: z.infer<typeof importRequest>) {
    return importReservations(this.store, actor, request.rows, request.book_anyway);
  }

  async saveDraft(actor: ReservationActor, request: z.infer<typeof addDraftRequest>) {
    const id = request.draft_id ?? randomUUID();
    const data = request.data;
    await handleCommand(
      this.store,
      draftsDecider,
      { streamId: draftsStream(actor.rid), rid: actor.rid },
      { type: 'SaveDraft', data: { draftId: id, form: data } },
      actor.metadata,
    );
    return { draft_id: id };
  }

  async getDraft(actor: ReservationActor, request: z.infer<typeof draftRefRequest>) {
    const draft = await getDraft(this.db, actor.rid, request.draft_id);
    if (!draft) throw new DomainError('NOT_FOUND');
    return draft;
  }

  async drafts(actor: ReservationActor) {
    return { drafts: await listDrafts(this.db, actor.rid) };
  }

  async removeDraft(actor: ReservationActor, request: z.infer<typeof draftRefRequest>) {
    await this.deleteDraft(actor, request.draft_id);
    return { draft_id: request.draft_id };
  }

  private async deleteDraft(actor: ReservationActor, draftId: string): Promise<void> {
    await handleCommand(
      this.store,
      draftsDecider,
      { streamId: draftsStream(actor.rid), rid: actor.rid },
      { type: 'DeleteDraft', data: { draftId, convertedTo: null } },
      actor.metadata,
    );
  }

  /**
   * booking/search_transaction: this outlet, or the outlets of the group where the caller's access type lets them
   * view diners (needed at this outlet too). The search is remembered in the caller's history.
   */
  async search(caller: OutletCaller, request: z.infer<typeof searchTransactionRequest>) {
    const { query, scope, limit } = request;
    let rids = [caller.rid];
    if (scope === 'group') {
      if (!caller.superAdmin && !levelSatisfies(caller.permissions.dinerManagement, 'view')) throw new DomainError('FORBIDDEN');
      rids = await outletRidsPermitting(this.db.manager, caller, 'dinerManagement', 'view');
    }
    const results = await searchReservations(this.db, rids, query, limit);
    await this.store.append(
      searchHistoryStream(caller.metadata.actor),
      'any',
      [{ type: 'ReservationSearchRecorded', data: { query, scope } }],
      { rid: caller.rid, metadata: caller.metadata },
    );
    return { results };
  }

  async searchHistory(caller: OutletCaller) {
    return { history: await searchHistory(this.db, caller.userId) };
  }
}
