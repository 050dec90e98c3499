import { DomainError, dropEmptyCells, fieldMessages, reservationImportRowSchema, type ReservationImportRow } from '@covers/shared';
import { outletCountryCode } from '../access';
import { DinerTakenMeanwhile, planDiners, registerWithin, type Diner, type DinerPlan } from '../diners';
import { ConcurrencyError, DEFAULT_MAX_ATTEMPTS, type EventStore, type ExpectedVersion, type StreamAppend } from '../eventstore';
import { newReservation } from './new-reservation';
import { withE164Phones } from './booking-phones';
import { clockOf, floorSnapshot, servicesOnDates, sessionOf } from './outlet-context';
import type { CapacityOverride, ReservationDayEvent, Override } from './reservations.events';
import type { ReservationActor } from './reservations.service';
import { reservationDayStream } from './reservations.streams';
import { dayFolding, initialDay, type ReservationDay } from './reservations.state';
import { toMinute } from './time-of-day';
import { checkServiceCapacity, countBooking, dayLoads } from './service-capacity';
import { checkTables } from './table-assignment';
import { withoutNulls, type FloorSnapshot, type Reservation } from './reservation.types';

/** Bookings per ReservationsImported event: the projection writes each event in one statement. */
const BOOKINGS_PER_EVENT = 1000;
/** Service days read concurrently; the gateway's pool has 20 connections. */
const PARALLEL_READS = 6;

export interface ImportRowError {
  row: number;
  code: string;
  fields: Record<string, string>;
  details?: Record<string, unknown>;
}

function resolveTables(row: ReservationImportRow, floor: FloorSnapshot | null): string[] {
  if (row.tables.length === 0) return [];
  if (!floor) throw new DomainError('TABLE_UNKNOWN', { tables: 'reservations.tableUnknown' });
  const byName = new Map([...floor.tables.values()].map((t) => [t.name.toLowerCase(), t.table_id]));
  return row.tables.map((name) => {
    const id = byName.get(name.toLowerCase()) ?? (floor.tables.has(name) ? name : undefined);
    if (!id) throw new DomainError('TABLE_UNKNOWN', { tables: 'reservations.tableUnknown' }, { table: name });
    return id;
  });
}

interface ImportEntry {
  index: number;
  reservation: Reservation;
}

/** One service day's decision: the rows it takes (checked against the day and each other) and what they override. */
interface DayDecision {
  date: string;
  expectedVersion: ExpectedVersion;
  /** The day with the accepted bookings in it. */
  day: ReservationDay;
  accepted: Reservation[];
  overrides: Override[];
  capacityOverrides: Map<string, CapacityOverride>;
  refused: ImportRowError[];
}

/**
 * reservation/import: validates every row with the shared schema, then decides each service day (one fold
 * per day, bookings batched into ReservationsImported events) and stores all days in one transaction, and
 * returns each refused row with its per-field messages. Rows are checked against the day's tables and
 * against each other, so an import cannot double book silently either. No decision depends on who the
 * diner is, so the diners are looked up while the days are read and decided; then only the accepted rows'
 * new diners are registered, in the transaction that stores the days.
 */
export async function importReservations(
  store: EventStore,
  actor: ReservationActor,
  rows: readonly Record<string, unknown>[],
  bookAnyway: boolean,
) {
  const errors: ImportRowError[] = [];
  const [floor, country] = await Promise.all([floorSnapshot(store.dataSource, actor.rid), outletCountryCode(store.dataSource, actor.rid)]);
  const valid: { index: number; row: ReservationImportRow; tableIds: string[] }[] = [];
  rows.forEach((raw, index) => {
    const parsed = reservationImportRowSchema.safeParse(dropEmptyCells(raw));
    if (!parsed.success) return errors.push({ row: index, code: 'VALIDATION_FAILED', fields: fieldMessages(parsed.error) });
    try {
      const row = withE164Phones(parsed.data, country);
      valid.push({ index, row, tableIds: resolveTables(row, floor) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      errors.push({ row: index, code: error.code, fields: error.fields, details: error.details });
    }
  });
  const planned = planDiners(
    store.dataSource,
    actor.groupUid,
    valid.map((v) => v.row),
  );
  // Awaited after the day decisions below; a failure meanwhile must not count as an unhandled rejection.
  planned.catch(() => undefined);

  const dates = [...new Set(valid.map((v) => v.row.date))];
  const services = await servicesOnDates(store.dataSource.manager, actor.rid, dates);
  const byDate = new Map<string, ImportEntry[]>();
  const entries = valid.map(({ index, row, tableIds }) => {
    const time = toMinute(row.time);
    const session = sessionOf(services.get(row.date)!, time, row.adults + row.children, row.service_id);
    const reservation = newReservation(
      row,
      {
        kind: row.status === 'Waitlisted' || row.status === 'Waiting' || row.status === 'Queue' ? 'waitlist' : 'reservation',
        status: row.status,
        date: row.date,
        timeMinute: time,
        tableIds,
        session,
        // From the matched diner, set below: no decision depends on it.
        diner: { diner_id: null, vip: false },
        defaultSource: 'Import',
        seatedAt: null,
      },
      actor.metadata,
    );
    const day = byDate.get(row.date) ?? [];
    day.push({ index, reservation });
    byDate.set(row.date, day);
    return reservation;
  });

  const clock = await clockOf(store.dataSource, actor.rid, actor.metadata.now);
  /** One service day's decision, against the day as stored now. */
  const decideDay = async ([date, dayEntries]: [string, ImportEntry[]]): Promise<DayDecision> => {
    const dayServices = services.get(date)!;
    // Without tables nor services nothing can clash: no need for the day's state nor its version.
    const needsDay = dayServices.length > 0 || dayEntries.some((e) => e.reservation.table_ids.length > 0);
    const streamId = reservationDayStream(actor.rid, date);
    const { version, state: day } = needsDay
      ? await store.folds.read(streamId, dayFolding, (after) => store.readStream(streamId, undefined, after))
      : { version: 'any' as const, state: initialDay() };
    const decision: DayDecision = {
      date,
      expectedVersion: version,
      day,
      accepted: [],
      overrides: [],
      capacityOverrides: new Map(),
      refused: [],
    };
    const loads = dayLoads(day, dayServices);
    for (const { index, reservation } of dayEntries) {
      try {
        const tableOverrides = checkTables(day, reservation, { floor, bookAnyway, clock });
        const capacity = checkServiceCapacity(loads, dayServices, reservation, bookAnyway);
        decision.overrides.push(...tableOverrides);
        if (capacity) decision.capacityOverrides.set(reservation.reservation_id, capacity);
        countBooking(loads, dayServices, reservation);
        day.reservations.set(reservation.reservation_id, reservation);
        decision.accepted.push(reservation);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        decision.refused.push({ row: index, code: error.code, fields: error.fields, details: error.details });
      }
    }
    return decision;
  };

  // Every service day of the request in one transaction: all stored or none; a day another writer moved
  // on meanwhile makes the whole import decide again on fresh state.
  const days = [...byDate.entries()];
  const decideAll = () => inParallel(days, PARALLEL_READS, decideDay);
  /** Each accepted booking's diner, from the plan; the new diners they use, registered with them. */
  const dinersOf = (decisions: DayDecision[], plan: DinerPlan): Diner[] => {
    const accepted = new Set(decisions.flatMap((d) => d.accepted.map((r) => r.reservation_id)));
    const used = new Set<string>();
    entries.forEach((entry, i) => {
      if (!accepted.has(entry.reservation_id)) return;
      const { diner_id, vip } = plan.diners[i];
      entry.diner_id = diner_id;
      entry.vip = vip;
      used.add(diner_id);
    });
    return plan.created.filter((diner) => used.has(diner.diner_id));
  };
  let plan = planned;
  let decided = await decideAll();
  for (let attempt = 1; ; attempt++) {
    const created = dinersOf(decided, await plan);
    const appends = decided.map((d) => dayAppend(actor, d));
    try {
      // The new diners commit with their bookings: a row refused on a retry leaves no diner behind.
      await store.appendMany(appends, actor.metadata, (manager) => registerWithin(store, manager, created, actor.metadata));
      decided.forEach(({ expectedVersion, day }, i) => {
        if (typeof expectedVersion === 'number')
          store.folds.remember(appends[i].streamId, dayFolding, expectedVersion + appends[i].events.length, day);
      });
      errors.push(...decided.flatMap((d) => d.refused));
      errors.sort((a, b) => a.row - b.row);
      return { imported: decided.reduce((sum, d) => sum + d.accepted.length, 0), failed: errors.length, errors };
    } catch (error) {
      const moved = error instanceof ConcurrencyError;
      if (!(moved || error instanceof DinerTakenMeanwhile) || attempt >= DEFAULT_MAX_ATTEMPTS) throw error;
      if (moved) {
        for (const { streamId } of appends) store.folds.forget(streamId);
        decided = await decideAll();
      }
    }
    plan = planDiners(
      store.dataSource,
      actor.groupUid,
      valid.map((v) => v.row),
    );
  }
}

/** A day's accepted bookings as ReservationsImported events, BOOKINGS_PER_EVENT each. */
function dayAppend(actor: ReservationActor, decision: DayDecision): StreamAppend {
  const events: ReservationDayEvent[] = [];
  for (let i = 0; i < decision.accepted.length; i += BOOKINGS_PER_EVENT) {
    const batch = decision.accepted.slice(i, i + BOOKINGS_PER_EVENT);
    const capacity: Record<string, CapacityOverride> = {};
    for (const { reservation_id } of batch) {
      const override = decision.capacityOverrides.get(reservation_id);
      if (override) capacity[reservation_id] = override;
    }
    events.push({
      type: 'ReservationsImported',
      data: {
        reservations: batch.map(withoutNulls),
        overrides: i === 0 ? decision.overrides : [],
        ...(Object.keys(capacity).length > 0 ? { capacity_overrides: capacity } : {}),
      },
    });
  }
  return { streamId: reservationDayStream(actor.rid, decision.date), expectedVersion: decision.expectedVersion, events, rid: actor.rid };
}

/** `work` over `items` with at most `limit` running at once; results in the order of `items`. */
async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
