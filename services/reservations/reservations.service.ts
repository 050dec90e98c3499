import {
  addDays,
  DAY_MINUTES,
  DomainError,
  type AddTransactionRequest,
  type AddWalkInRequest,
  type CancellationReason,
  type EditTransactionRequest,
  type StatusUpdateAction,
  type StoredStatus,
  type TableAction,
} from '@covers/shared';
import { randomUUID } from 'node:crypto';
import { matchOrRegisterDiner } from '../diners';
import { ConcurrencyError, DEFAULT_MAX_ATTEMPTS, handleCommand, type EventMetadata, type EventStore } from '../eventstore';
import { clockOf, floorSnapshot, operationEnd, servicesOn, sessionOf } from './outlet-context';
import { newReservation } from './new-reservation';
import { draftsDecider } from './reservation-drafts';
import { draftsStream, reservationDayStream, searchHistoryStream } from './reservations.streams';
import { statusCommand, type DayCommand, type DayContext } from './reservations.commands';
import { reservationDayDecider } from './reservations.decider';
import { evolveDay, initialDay } from './reservations.state';
import { EDITABLE_FIELDS, diffChanges, type Reservation, type ReservationChanges } from './reservation.types';

/** Who acts where: the verified outlet, the caller's group, and the command's metadata (actor, now). */
export interface ReservationActor {
  rid: number;
  groupUid: string;
  metadata: EventMetadata;
}

export const toMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

type DetailsInput = Omit<AddTransactionRequest, 'kind' | 'present' | 'draft_id' | 'date' | 'time' | keyof import('@covers/shared').CommonFields>;

/**
 * The reservations application service: loads what a decision needs (outlet clock, table plan, services,
 * the diner), then runs the day decider against the day's stream.
 */
export class ReservationsService {
  constructor(private readonly store: EventStore) {}

  private get db() {
    return this.store.dataSource;
  }

  private async dayContext(rid: number, now: string, date: string): Promise<DayContext> {
    const [clock, floor, services] = await Promise.all([clockOf(this.db, rid, now), floorSnapshot(this.db, rid), servicesOn(this.db.manager, rid, date)]);
    return { clock, floor, services };
  }

  private async onDay(actor: ReservationActor, date: string, command: DayCommand) {
    const context = await this.dayContext(actor.rid, actor.metadata.now, date);
    return handleCommand(this.store, reservationDayDecider(context), { streamId: reservationDayStream(actor.rid, date), rid: actor.rid }, command, actor.metadata);
  }

  private async build(
    actor: ReservationActor,
    input: DetailsInput,
    where: { kind: Reservation['kind']; status: StoredStatus; date: string; timeMinute: number },
  ): Promise<Reservation> {
    const diner = input.diner_id
      ? { diner_id: input.diner_id, vip: input.vip ?? false }
      : await matchOrRegisterDiner(this.store, actor.groupUid, input, actor.metadata);
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
        diner,
        defaultSource: where.kind === 'walk_in' ? 'Walk-in' : 'Phone',
        seatedAt: where.status === 'Seated' ? actor.metadata.now : null,
      },
      actor.metadata,
    );
  }

  /** add_transaction: a reservation or a waitlist entry, from scratch or from a draft. */
  async add(actor: ReservationActor, input: AddTransactionRequest): Promise<Reservation> {
    const { kind, present, draft_id, date, time, ...details } = input;
    if (!date || !time) throw new DomainError('NO_TIME_OR_DATE');
    const status: StoredStatus = kind === 'waitlist' ? (present ? 'Waiting' : 'Waitlisted') : details.deposit_status === 'pending' ? 'PendingPayment' : 'Booked';
    const reservation = await this.build(actor, details, { kind, status, date, timeMinute: toMinute(time) });
    await this.onDay(actor, date, { type: 'BookReservation', data: { reservation, origin: draft_id ? 'draft' : kind, bookAnyway: details.book_anyway } });
    if (draft_id) await this.deleteDraft(actor, draft_id, reservation.reservation_id);
    return reservation;
  }

  /**
   * A walk-in: now, seated when a table is given, otherwise in the queue. In the early hours it belongs to
   * the previous day's service still running past midnight (its day, its capacity, minutes past 1440).
   */
  async walkIn(actor: ReservationActor, input: AddWalkInRequest): Promise<Reservation> {
    const at = await this.serviceDayOf(actor.rid, actor.metadata.now);
    const status: StoredStatus = input.table_ids.length > 0 ? 'Seated' : 'Queue';
    const reservation = await this.build(actor, input, { kind: 'walk_in', status, date: at.date, timeMinute: at.minute });
    await this.onDay(actor, at.date, { type: 'AddWalkIn', data: { reservation, operationEndMinute: operationEnd(at.services), bookAnyway: input.book_anyway } });
    return reservation;
  }

  /** The service day `now` falls in: yesterday's when one of its services runs past midnight into now. */
  private async serviceDayOf(rid: number, now: string) {
    const clock = await clockOf(this.db, rid, now);
    const yesterday = addDays(clock.date, -1);
    const [previous, today] = await Promise.all([servicesOn(this.db.manager, rid, yesterday), servicesOn(this.db.manager, rid, clock.date)]);
    const late = clock.minute + DAY_MINUTES;
    if (previous.some((s) => late >= s.startMinute && late < s.endMinute)) return { date: yesterday, minute: late, services: previous };
    return { date: clock.date, minute: clock.minute, services: today };
  }

  async edit(actor: ReservationActor, input: EditTransactionRequest): Promise<void> {
    const changes: ReservationChanges = {};
    for (const field of EDITABLE_FIELDS) {
      const value = field === 'duration_minutes' ? input.turnaround_minutes : (input as Record<string, unknown>)[field];
      if (value !== undefined) (changes as Record<string, unknown>)[field] = value;
    }
    const timeMinute = input.time ? toMinute(input.time) : undefined;
    const target = { reservationId: input.reservation_id, timeMinute, tableIds: input.table_ids, bookAnyway: input.book_anyway };
    if (input.new_date && input.new_date !== input.date) {
      await this.move(actor, { ...target, date: input.date, newDate: input.new_date, changes });
      return;
    }
    await this.onDay(actor, input.date, { type: 'EditReservation', data: { ...target, changes } });
  }

  /** `bookAnyway` answers a clash or a full service when the change brings bookings back onto tables or covers. */
  async changeStatus(actor: ReservationActor, date: string, reservationIds: string[], action: StatusUpdateAction, reason: CancellationReason | null, bookAnyway: boolean) {
    const { events } = await this.onDay(actor, date, statusCommand(action, reservationIds, reason, bookAnyway));
    return events.filter((e) => e.type === 'ReservationStatusChanged').map((e) => e.data);
  }

  reassign(actor: ReservationActor, date: string, reservationId: string, tableIds: string[], bookAnyway: boolean) {
    return this.onDay(actor, date, { type: 'ReassignTables', data: { reservationId, tableIds, bookAnyway } });
  }

  exchange(actor: ReservationActor, date: string, reservationId: string, otherReservationId: string, bookAnyway: boolean) {
    return this.onDay(actor, date, { type: 'ExchangeTables', data: { reservationId, otherReservationId, bookAnyway } });
  }

  /**
   * move_reservation. Within a day: one decision on the day's stream. To another day: the move-out is
   * decided on the source day and the move-in on the target day (its tables and capacity), both appended
   * in one transaction at the versions read; if either day moved on meanwhile, both are decided again.
   */
  async move(
    actor: ReservationActor,
    move: { reservationId: string; date: string; newDate?: string; timeMinute?: number; tableIds?: string[]; changes?: ReservationChanges; bookAnyway: boolean },
  ): Promise<Reservation> {
    const newDate = move.newDate;
    if (!newDate || newDate === move.date) {
      const { state } = await this.onDay(actor, move.date, { type: 'MoveWithinDay', data: { reservationId: move.reservationId, timeMinute: move.timeMinute, tableIds: move.tableIds, bookAnyway: move.bookAnyway } });
      return state.reservations.get(move.reservationId)!;
    }
    const { rid, metadata } = actor;
    for (let attempt = 1; ; attempt++) {
      const [source, target, sourceContext, targetContext] = await Promise.all([
        this.read(rid, move.date),
        this.read(rid, newDate),
        this.dayContext(rid, metadata.now, move.date),
        this.dayContext(rid, metadata.now, newDate),
      ]);
      const current = source.state.reservations.get(move.reservationId);
      if (!current) throw new DomainError('RESERVATION_NOT_FOUND', {}, { reservation_id: move.reservationId });
      const out = reservationDayDecider(sourceContext).decide({ type: 'MoveOut', data: { reservationId: current.reservation_id, toDate: newDate } }, source.state, metadata);
      const edited = diffChanges(current, move.changes ?? {});
      const moved: Reservation = { ...current, ...edited.after, date: newDate, time_minute: move.timeMinute ?? current.time_minute, table_ids: move.tableIds ?? current.table_ids };
      const into = reservationDayDecider(targetContext).decide(
        { type: 'MoveIn', data: { reservation: moved, fromDate: move.date, fromTimeMinute: current.time_minute, fromTableIds: current.table_ids, edited, bookAnyway: move.bookAnyway } },
        target.state,
        metadata,
      );
      try {
        await this.store.appendMany(
          [
            { streamId: reservationDayStream(rid, move.date), expectedVersion: source.version, events: out, rid },
            { streamId: reservationDayStream(rid, newDate), expectedVersion: target.version, events: into, rid },
          ],
          metadata,
        );
        return moved;
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= DEFAULT_MAX_ATTEMPTS) throw error;
      }
    }
  }

  setFlags(actor: ReservationActor, date: string, reservationId: string, flags: string[]) {
    return this.onDay(actor, date, { type: 'SetFlags', data: { reservationId, flags } });
  }

  /** Records the request; the messaging context sends it (the event reaches the outbox with the append). */
  resendNotification(actor: ReservationActor, date: string, reservationId: string, channel: 'sms' | 'email', template: string) {
    return this.onDay(actor, date, { type: 'RequestNotification', data: { reservationId, channel, template } });
  }

  /** Floor-plan actions on a table for a service day: lock / unlock, cleaning needed / cleaned. */
  changeTableState(actor: ReservationActor, date: string, tableId: string, action: TableAction, range: { from: number | null; to: number | null }, note: string | null) {
    return this.onDay(actor, date, { type: 'ChangeTableState', data: { tableId, action, fromMinute: range.from, toMinute: range.to, note } });
  }

  async day(rid: number, date: string) {
    return (await this.read(rid, date)).state;
  }

  /** A day's state and the stream version it was folded at. */
  private async read(rid: number, date: string) {
    const history = await this.store.readStream(reservationDayStream(rid, date));
    let state = initialDay();
    for (const event of history) state = evolveDay(state, event as never);
    return { state, version: history.length === 0 ? 0 : history[history.length - 1].streamVersion };
  }

  async saveDraft(actor: ReservationActor, draftId: string | undefined, data: Record<string, unknown>): Promise<string> {
    const id = draftId ?? randomUUID();
    await handleCommand(this.store, draftsDecider, { streamId: draftsStream(actor.rid), rid: actor.rid }, { type: 'SaveDraft', data: { draftId: id, form: data } }, actor.metadata);
    return id;
  }

  async deleteDraft(actor: ReservationActor, draftId: string, convertedTo: string | null = null): Promise<void> {
    await handleCommand(this.store, draftsDecider, { streamId: draftsStream(actor.rid), rid: actor.rid }, { type: 'DeleteDraft', data: { draftId, convertedTo } }, actor.metadata);
  }

  async recordSearch(actor: ReservationActor, query: string, scope: 'outlet' | 'group'): Promise<void> {
    await this.store.append(searchHistoryStream(actor.metadata.actor), 'any', [{ type: 'ReservationSearchRecorded', data: { query, scope } }], { rid: actor.rid, metadata: actor.metadata });
  }
}

