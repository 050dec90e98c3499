import { DomainError, dropEmptyCells, reservationImportRowSchema, type ReservationImportRow } from '@covers/shared';
import { randomUUID } from 'node:crypto';
import { matchOrRegisterDiners } from '../diners/diner-matching';
import { ConcurrencyError, DEFAULT_MAX_ATTEMPTS, type EventStore, type StreamAppend } from '../eventstore';
import { fieldErrorsOf } from './field-errors';
import { clockOf, floorSnapshot, servicesOn, sessionOf } from './outlet-context';
import type { ReservationDayEvent, Override } from './reservations.events';
import type { ReservationActor } from './reservations.service';
import { toMinute } from './reservations.service';
import { reservationDayStream } from './reservations.streams';
import { evolveDay, initialDay } from './reservations.state';
import { checkServiceCapacity, countBooking, dayLoads, type CapacityOverride } from './service-capacity';
import { checkTables } from './table-assignment';
import { withoutNulls, type FloorSnapshot, type Reservation } from './reservation.types';

/** Bookings per ReservationsImported event: the projection writes each event in one statement. */
const BOOKINGS_PER_EVENT = 1000;
const DINER_LOOKUP_CHUNK = 5000;
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

/**
 * reservation/import: validates every row with the shared schema, then decides each service day (one fold
 * per day, bookings batched into ReservationsImported events) and stores all days in one transaction, and
 * returns each refused row with its per-field messages. Rows are checked against the day's tables and
 * against each other, so an import cannot double book silently either.
 */
export async function importReservations(store: EventStore, actor: ReservationActor, rows: readonly Record<string, unknown>[], bookAnyway: boolean) {
  const errors: ImportRowError[] = [];
  const floor = await floorSnapshot(store.dataSource, actor.rid);
  const valid: { index: number; row: ReservationImportRow; tableIds: string[] }[] = [];
  rows.forEach((raw, index) => {
    const parsed = reservationImportRowSchema.safeParse(dropEmptyCells(raw));
    if (!parsed.success) return errors.push({ row: index, code: 'VALIDATION_FAILED', fields: fieldErrorsOf(parsed.error) });
    try {
      valid.push({ index, row: parsed.data, tableIds: resolveTables(parsed.data, floor) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      errors.push({ row: index, code: error.code, fields: error.fields, details: error.details });
    }
  });

  const diners: { diner_id: string; vip: boolean }[] = [];
  for (let i = 0; i < valid.length; i += DINER_LOOKUP_CHUNK) {
    diners.push(...(await matchOrRegisterDiners(store, actor.groupUid, valid.slice(i, i + DINER_LOOKUP_CHUNK).map((v) => v.row), actor.metadata)));
  }

  const dates = [...new Set(valid.map((v) => v.row.date))];
  const services = new Map(await Promise.all(dates.map(async (date) => [date, await servicesOn(store.dataSource.manager, actor.rid, date)] as const)));
  const byDate = new Map<string, { index: number; reservation: Reservation }[]>();
  for (const [i, { index, row, tableIds }] of valid.entries()) {
    const time = toMinute(row.time);
    const session = sessionOf(services.get(row.date)!, time, row.adults + row.children, row.service_id);
    const reservation: Reservation = {
      reservation_id: randomUUID(),
      kind: row.status === 'Waitlisted' || row.status === 'Waiting' || row.status === 'Queue' ? 'waitlist' : 'reservation',
      status: row.status,
      date: row.date,
      time_minute: time,
      duration_minutes: row.turnaround_minutes ?? session.duration_minutes,
      adults: row.adults,
      children: row.children,
      table_ids: tableIds,
      service_id: session.service_id,
      session: session.session,
      diner_id: diners[i].diner_id,
      salutation: row.salutation ?? null,
      first_name: row.first_name ?? null,
      last_name: row.last_name,
      phone: row.phone ?? null,
      email: row.email ?? null,
      vip: diners[i].vip,
      remarks: row.remarks ?? null,
      special_requests: row.special_requests ?? null,
      staff_notes: row.staff_notes ?? null,
      tags: row.tags,
      occasion: row.occasion ?? null,
      taken_by: row.taken_by,
      deposit_amount: row.deposit_amount ?? null,
      deposit_status: row.deposit_status,
      customer_spend: row.customer_spend ?? null,
      hotel_name: row.hotel_name ?? null,
      room_number: row.room_number ?? null,
      booked_by: row.booked_by ?? null,
      third_party_name: row.third_party_name ?? null,
      third_party_phone: row.third_party_phone ?? null,
      third_party_email: row.third_party_email ?? null,
      third_party_relationship: row.third_party_relationship ?? null,
      source: row.source ?? 'Import',
      campaign_id: row.campaign_id ?? null,
      flags: [],
      created_at: actor.metadata.now,
      created_by: actor.metadata.actor,
      seated_at: null,
    };
    const day = byDate.get(row.date) ?? [];
    day.push({ index, reservation });
    byDate.set(row.date, day);
  }

  const clock = await clockOf(store.dataSource, actor.rid, actor.metadata.now);
  /** One service day's decision: which rows it takes (checked against the day and each other), as events. */
  const decideDay = async (date: string, entries: { index: number; reservation: Reservation }[]) => {
    const streamId = reservationDayStream(actor.rid, date);
    const dayServices = services.get(date)!;
    // Without tables nor services nothing can clash: no need for the day's state nor its version.
    const needsDay = dayServices.length > 0 || entries.some((e) => e.reservation.table_ids.length > 0);
    const history = needsDay ? await store.readStream(streamId) : [];
    const day = initialDay();
    for (const event of history) evolveDay(day, event as unknown as ReservationDayEvent);
    const accepted: Reservation[] = [];
    const overrides: Override[] = [];
    const capacityOverrides: Record<string, CapacityOverride> = {};
    const refused: ImportRowError[] = [];
    const loads = dayLoads(day, dayServices);
    for (const { index, reservation } of entries) {
      try {
        const tableOverrides = checkTables(day, reservation, { floor, bookAnyway, clock });
        const capacity = checkServiceCapacity(loads, dayServices, reservation, bookAnyway);
        overrides.push(...tableOverrides);
        if (capacity) capacityOverrides[reservation.reservation_id] = capacity;
        countBooking(loads, dayServices, reservation);
        day.reservations.set(reservation.reservation_id, reservation);
        accepted.push(reservation);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        refused.push({ row: index, code: error.code, fields: error.fields, details: error.details });
      }
    }
    const events: ReservationDayEvent[] = [];
    for (let i = 0; i < accepted.length; i += BOOKINGS_PER_EVENT) {
      const batch = accepted.slice(i, i + BOOKINGS_PER_EVENT);
      const batchCapacity = Object.fromEntries(batch.filter((r) => capacityOverrides[r.reservation_id]).map((r) => [r.reservation_id, capacityOverrides[r.reservation_id]]));
      events.push({
        type: 'ReservationsImported',
        data: { reservations: batch.map(withoutNulls), overrides: i === 0 ? overrides : [], ...(Object.keys(batchCapacity).length > 0 ? { capacity_overrides: batchCapacity } : {}) },
      });
    }
    const expectedVersion = !needsDay ? 'any' : history.length === 0 ? 0 : history[history.length - 1].streamVersion;
    return { append: { streamId, expectedVersion, events, rid: actor.rid } satisfies StreamAppend, accepted: accepted.length, refused };
  };

  // Every service day of the request in one transaction: all stored or none; a day another writer moved
  // on meanwhile makes the whole import decide again on fresh state.
  const days = [...byDate.entries()];
  for (let attempt = 1; ; attempt++) {
    const decided = await inParallel(days, PARALLEL_READS, ([date, entries]) => decideDay(date, entries));
    try {
      await store.appendMany(decided.map((d) => d.append), actor.metadata);
      errors.push(...decided.flatMap((d) => d.refused));
      errors.sort((a, b) => a.row - b.row);
      return { imported: decided.reduce((sum, d) => sum + d.accepted, 0), failed: errors.length, errors };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= DEFAULT_MAX_ATTEMPTS) throw error;
    }
  }
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
