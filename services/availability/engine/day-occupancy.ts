import { addDays, DAY_MINUTES } from '@covers/shared';
import type { EffectiveService } from './effective-services';
import type { BookedReservation, DayInput, FloorTable, ServiceUsage } from './engine.types';
import { turnaroundFor } from './turnaround';
import { dayClock } from './zoned-time';

const RELEASED = new Set(['draft', 'cancelled', 'rejected', 'noshow', 'absent', 'removed']);
const WAITLIST = new Set(['waitlisted', 'waiting', 'queue', 'offered']);
const LEFT_TABLE = new Set(['departed', 'done']);

/** 'No-Show', 'NoShow', 'no_show' -> 'noshow'. */
const statusKey = (status: string) => status.toLowerCase().replace(/[^a-z]/g, '');

/** What a reservation holds: nothing, a waitlist place, covers only (it left its table), or covers and tables. */
export type Hold = 'none' | 'waitlist' | 'covers' | 'coversAndTables';
const holds = new Map<string, Hold>();
export function holdOf(status: string): Hold {
  let hold = holds.get(status);
  if (hold) return hold;
  const key = statusKey(status);
  hold = RELEASED.has(key) ? 'none' : WAITLIST.has(key) ? 'waitlist' : LEFT_TABLE.has(key) ? 'covers' : 'coversAndTables';
  holds.set(status, hold);
  return hold;
}

export interface ServiceLoad {
  usage: ServiceUsage;
  /** Party sizes of the bookings that hold covers (for booking limits by party size). */
  partySizes: number[];
  perInterval: Map<number, { covers: number; bookings: number }>;
}

/** One date made ready for many questions: wall minutes to instants, loads per service, busy tables. */
export interface PreparedDay {
  input: DayInput;
  /** Wall minute of the service day -> epoch minute; null when the minute does not exist (DST gap). */
  clock: (minute: number) => number | null;
  nowMinute: number;
  loads: Map<string, ServiceLoad>;
  /** Table id -> [start, end) in epoch minutes of every reservation holding it. */
  busy: Map<string, [number, number][]>;
  tablesById: Map<string, FloorTable>;
}

export const intervalOf = (service: Pick<EffectiveService, 'startMinute' | 'intervalMinutes'>, minute: number) =>
  Math.floor((minute - service.startMinute) / service.intervalMinutes);

export function prepareDay(input: DayInput, excludeReservationId?: string): PreparedDay {
  const clocks = new Map<string, (minute: number) => number | null>();
  const clockOf = (date: string) => {
    let clock = clocks.get(date);
    if (!clock) clocks.set(date, (clock = dayClock(date, input.timeZone)));
    return clock;
  };
  const loads = new Map(input.services.map((s) => [s.serviceId, emptyLoad()]));
  const busy = new Map<string, [number, number][]>();
  const shift = new Map([
    [addDays(input.date, -1), -DAY_MINUTES],
    [input.date, 0],
    [addDays(input.date, 1), DAY_MINUTES],
  ]);

  for (const r of input.reservations) {
    const dayShift = shift.get(r.date);
    if (dayShift === undefined || r.reservationId === excludeReservationId) continue;
    const hold = holdOf(r.status);
    if (hold === 'none') continue;
    const minute = dayShift + r.timeMinute;
    const service = input.services.find((s) => minute >= s.startMinute && minute < s.endMinute);
    if (service) countInService(loads.get(service.serviceId) as ServiceLoad, service, r, minute, hold);
    if (hold !== 'coversAndTables' || r.tableIds.length === 0) continue;
    const start = clockOf(r.date)(r.timeMinute) ?? clockOf(r.date)(r.timeMinute + 60);
    if (start === null) continue;
    const end = start + (r.durationMinutes ?? (service ? turnaroundFor(service, r.pax) : 0));
    for (const tableId of r.tableIds) {
      let spans = busy.get(tableId);
      if (!spans) busy.set(tableId, (spans = []));
      spans.push([start, end]);
    }
  }
  const tablesById = new Map(input.floor.tables.map((t) => [t.tableId, t]));
  return { input, clock: clockOf(input.date), nowMinute: Math.floor(Date.parse(input.now) / 60_000), loads, busy, tablesById };
}

export const emptyLoad = (): ServiceLoad => ({
  usage: { covers: 0, bookings: 0, waitlistCovers: 0, waitlistBookings: 0 },
  partySizes: [],
  perInterval: new Map(),
});

/** Counts a booking at `minute` (of the service's day) in its service's load, by what its status holds. */
export function countInService(
  load: ServiceLoad,
  service: Pick<EffectiveService, 'startMinute' | 'intervalMinutes'>,
  r: Pick<BookedReservation, 'pax'>,
  minute: number,
  hold: Hold,
): void {
  if (hold === 'waitlist') {
    load.usage.waitlistCovers += r.pax;
    load.usage.waitlistBookings += 1;
    return;
  }
  load.usage.covers += r.pax;
  load.usage.bookings += 1;
  load.partySizes.push(r.pax);
  const bucket = intervalOf(service, minute);
  const slot = load.perInterval.get(bucket) ?? { covers: 0, bookings: 0 };
  load.perInterval.set(bucket, { covers: slot.covers + r.pax, bookings: slot.bookings + 1 });
}
