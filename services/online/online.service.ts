import {
  addDays,
  DAY_MINUTES,
  DomainError,
  formatServiceMinute,
  isDomainError,
  outletClock,
  parseClockTime,
  type OnlineSettings,
  type OnlineSettingsRequest,
  type PublicBookingResult,
  type PublicBookRequest,
  type PublicOutletResult,
  type PublicTimesResult,
  type offlineSeatsRequest,
  type publicOutletRequest,
  type publicTimesRequest,
} from '@covers/shared';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { outletByRid, outletByRuid, type OutletCaller, type PublicOutlet } from '../access';
import {
  bookableTimes,
  dayClock,
  listServices,
  loadDayInput,
  onlineLimits,
  recommendTable,
  type DayInput,
  type ServiceTimes,
} from '../availability';
import { handleCommand, type EventMetadata, type EventStore } from '../eventstore';
import { publishedSections } from '../floor';
import { bookingsBetween, type ReservationsService } from '../reservations';
import type { OnlineCommand } from './online.commands';
import { onlineDecider } from './online.decider';
import { onlineSetup } from './online.queries';
import type { OnlineSetup } from './online.state';
import { onlineStreamId } from './online.streams';

/** Refusals of a day decision that mean, to a diner, that the time has gone meanwhile. */
const TIME_GONE = new Set([
  'CAPACITY_CONFLICT',
  'TABLE_DOUBLE_BOOKED',
  'TABLES_ALREADY_ASSIGNED',
  'SERVICE_RULES_BROKEN',
  'ONLINE_TIME_UNAVAILABLE',
]);

/** Refusals that mean the table chosen for the booking was taken meanwhile: the booking is chosen a table again. */
const TABLE_TAKEN = new Set(['TABLE_DOUBLE_BOOKED', 'TABLES_ALREADY_ASSIGNED', 'TABLE_LOCKED']);
/** Tries with a table; the last one books without, for the host to seat (the time itself is still free). */
const TABLE_ATTEMPTS = 3;

/** The booking's id for a form's request key: the same form sent twice names the same booking, and nobody can aim a key at another's booking. */
function bookingIdOf(rid: number, requestKey: string): string {
  const hex = createHash('sha256').update(`online:${rid}:${requestKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A diner's date, checked against the settings: online on, within the advance-booking limit, outside the online stop. */
function checkDate(settings: OnlineSettings, today: string, date: string): void {
  if (!settings.enabled) throw new DomainError('ONLINE_BOOKING_CLOSED');
  const stopped = settings.stopFrom !== null && settings.stopTo !== null && date >= settings.stopFrom && date <= settings.stopTo;
  if (date < today || date > addDays(today, settings.advanceDays) || stopped)
    throw new DomainError('ONLINE_DATE_NOT_OPEN', { date: 'online.dateNotOpen' });
}

/**
 * Online bookings (spec §2 Online Bookings, Offline Seats, Social Media): the settings a manager keeps, and the
 * diner-facing booking page. A diner sees only the times the availability engine offers online (slots, cut-offs,
 * switches) less the seats held offline and the minimum notice; the booking itself is decided on the day's
 * stream by the reservations context, against capacity and those holds, so no rush of diners exceeds them.
 */
export class OnlineService {
  constructor(
    private readonly store: EventStore,
    private readonly reservations: ReservationsService,
  ) {}

  private get db() {
    return this.store.dataSource;
  }

  private decide(caller: OutletCaller, command: OnlineCommand) {
    return handleCommand(this.store, onlineDecider, { streamId: onlineStreamId(caller.rid), rid: caller.rid }, command, caller.metadata);
  }

  async settings(caller: OutletCaller) {
    const [setup, outlet] = await Promise.all([onlineSetup(this.db, caller.rid), outletByRid(this.db, caller.rid)]);
    return { settings: setup.settings, bookingPath: `/book/${outlet?.ruid}` };
  }

  async saveSettings(caller: OutletCaller, request: OnlineSettingsRequest) {
    const settings: OnlineSettings = {
      enabled: request.enabled,
      advanceDays: request.advance_days,
      minLeadMinutes: request.min_lead_minutes,
      maxPartySize: request.max_party_size,
      stopFrom: request.stop_from,
      stopTo: request.stop_to,
      confirmationText: request.confirmation_text,
    };
    await this.decide(caller, { type: 'SaveOnlineSettings', data: { settings } });
    return this.settings(caller);
  }

  async offlineSeats(caller: OutletCaller) {
    return { holds: (await onlineSetup(this.db, caller.rid)).holds };
  }

  async saveOfflineSeats(caller: OutletCaller, request: z.infer<typeof offlineSeatsRequest>) {
    const [services, sections] = await Promise.all([listServices(this.db.manager, caller.rid), publishedSections(this.db, caller.rid)]);
    const serviceIds = services.map((s) => s.serviceId);
    const sectionIds = sections.map((s) => s.id);
    await this.decide(caller, { type: 'SaveOfflineSeats', data: { holds: request.holds, serviceIds, sectionIds } });
    return this.offlineSeats(caller);
  }

  private async publicOutlet(ruid: string): Promise<{ outlet: PublicOutlet; setup: OnlineSetup }> {
    const outlet = await outletByRuid(this.db, ruid);
    if (!outlet) throw new DomainError('ONLINE_OUTLET_NOT_FOUND');
    return { outlet, setup: await onlineSetup(this.db, outlet.rid) };
  }

  /** public/online_outlet */
  async outlet(request: z.infer<typeof publicOutletRequest>, now: string): Promise<PublicOutletResult> {
    const { outlet, setup } = await this.publicOutlet(request.outlet);
    const today = outletClock(now, outlet.timezone).date;
    const { name, currency, countryCode, timezone } = outlet;
    const { enabled, maxPartySize, advanceDays } = setup.settings;
    return { name, currency, countryCode, timezone, today, lastDate: addDays(today, advanceDays), maxPartySize, open: enabled };
  }

  /** The engine's online times for the party, less the seats held offline and those within the minimum notice. */
  private async onlineTimes(
    outlet: PublicOutlet,
    setup: OnlineSetup,
    date: string,
    party: { adults: number; children: number },
    now: string,
  ) {
    const pax = party.adults + party.children;
    if (pax > setup.settings.maxPartySize) throw new DomainError('ONLINE_PARTY_TOO_LARGE', { adults: 'online.partyTooLarge' });
    const input = await loadDayInput(this.db.manager, bookingsBetween, outlet.rid, date, now);
    const services = bookableTimes(input, { pax, children: party.children, channel: 'online', waitlist: false, offlineHolds: setup.holds });
    const epoch = dayClock(date, outlet.timezone);
    const earliest = Math.floor(Date.parse(now) / 60_000) + setup.settings.minLeadMinutes;
    const soonEnough = (minute: number) => (epoch(minute) ?? -Infinity) >= earliest;
    return { input, services, soonEnough };
  }

  /** public/online_times */
  async times(request: z.infer<typeof publicTimesRequest>, now: string): Promise<PublicTimesResult> {
    const { outlet, setup } = await this.publicOutlet(request.outlet);
    checkDate(setup.settings, outletClock(now, outlet.timezone).date, request.date);
    const { services, soonEnough } = await this.onlineTimes(outlet, setup, request.date, request, now);
    return {
      date: request.date,
      services: services
        .map((s) => ({
          serviceId: s.serviceId,
          name: s.name,
          times: s.times
            .filter((t) => t.available && soonEnough(t.minute))
            .map((t) => ({ time: formatServiceMinute(t.minute % DAY_MINUTES), label: t.label })),
        }))
        .filter((s) => s.times.length > 0),
    };
  }

  /**
   * public/online_book: the diner's booking, on the day's stream, as the source the page was opened from, at the
   * table the outlet would suggest (the online slot's table priority first).
   */
  async book(request: PublicBookRequest, metadata: EventMetadata): Promise<PublicBookingResult> {
    const { outlet, setup } = await this.publicOutlet(request.outlet);
    checkDate(setup.settings, outletClock(metadata.now, outlet.timezone).date, request.date);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.bookOnce(outlet, setup, request, metadata, attempt < TABLE_ATTEMPTS);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        if (TABLE_TAKEN.has(error.code) && attempt < TABLE_ATTEMPTS) continue;
        if (TIME_GONE.has(error.code)) throw new DomainError('ONLINE_TIME_UNAVAILABLE', { time: 'online.timeUnavailable' });
        throw error;
      }
    }
  }

  private async bookOnce(
    outlet: PublicOutlet,
    setup: OnlineSetup,
    request: PublicBookRequest,
    metadata: EventMetadata,
    withTable: boolean,
  ): Promise<PublicBookingResult> {
    const { input, services, soonEnough } = await this.onlineTimes(outlet, setup, request.date, request, metadata.now);
    const { service, minute, slotId } = this.chosenTime(services, parseClockTime(request.time) as number, soonEnough);
    const effective = input.services.find((s) => s.serviceId === service.serviceId) as DayInput['services'][number];
    const slot = effective.onlineSlots.find((s) => s.slotId === slotId);
    const table = withTable
      ? recommendTable(input, { minute, pax: request.adults + request.children, serviceId: service.serviceId }, 0)?.best
      : null;
    const actor = { rid: outlet.rid, groupUid: outlet.groupUid, metadata: { ...metadata, actor: 'online' } };
    const { request_key, outlet: _ruid, date, time, ...details } = request;
    const reservation = await this.reservations.bookOnline(
      actor,
      { ...details, service_id: service.serviceId },
      {
        date,
        timeMinute: minute,
        tableIds: table?.tableIds ?? [],
        reservationId: bookingIdOf(outlet.rid, request_key),
        limits: onlineLimits(effective, minute, { offlineHolds: setup.holds }, slot),
      },
    );
    return {
      reservationId: reservation.reservation_id,
      date,
      time,
      adults: reservation.adults,
      children: reservation.children,
      name: [reservation.first_name, reservation.last_name].filter(Boolean).join(' '),
      restaurant: outlet.name,
      confirmationText: setup.settings.confirmationText,
    };
  }

  /** The offered time the diner chose (a time past midnight is matched by its clock time). */
  private chosenTime(services: ServiceTimes[], clockMinute: number, soonEnough: (minute: number) => boolean) {
    for (const service of services) {
      const option = service.times.find((t) => t.minute % DAY_MINUTES === clockMinute);
      if (!option) continue;
      if (!option.available) break;
      if (!soonEnough(option.minute)) throw new DomainError('ONLINE_TOO_SOON', { time: 'online.tooSoon' });
      return { service, minute: option.minute, slotId: option.slotId };
    }
    throw new DomainError('ONLINE_TIME_UNAVAILABLE', { time: 'online.timeUnavailable' });
  }
}
