import { availabilityDecider, availabilityStreamId, type AvailabilityCommand } from '@covers/services/availability';
import { handleCommand } from '@covers/services/eventstore';
import { addDays, serviceDefinitionSchema, type ServiceDefinitionInput } from '@covers/shared';
import type { DemoContext, DemoSeeder } from '../demo/demo-seeder';

const capacity = (totalCovers: number): Partial<ServiceDefinitionInput> => ({
  covers: { minPartySize: 1, maxPartySize: 10, totalCovers, maxCoversPerInterval: Math.round(totalCovers / 5), maxCoversWaitlisted: 10 },
  bookings: {
    totalBookings: Math.round(totalCovers / 2),
    maxBookingsPerInterval: 8,
    maxBookingsWaitlisted: 5,
    limitsByPartySize: [{ minPax: 7, maxPax: 10, maxBookings: 4 }],
  },
  turnaround: [
    { minPax: 1, maxPax: 2, minutes: 75 },
    { minPax: 3, maxPax: 6, minutes: 105 },
    { minPax: 7, maxPax: 10, minutes: 135 },
  ],
});

const slot = (startMinute: number, endMinute: number, cutoffMinutes: number) => ({
  startMinute,
  endMinute,
  intervalMinutes: 15,
  cutoff: { minutes: cutoffMinutes, relativeTo: 'slot' as const },
});

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/**
 * The first outlet closes at 23:30 with a late supper past midnight at weekends; the second (Bangkok) serves
 * dinner until 02:00 every night, so a walk-in is taken there at any hour.
 */
function demoServices(first: boolean): ServiceDefinitionInput[] {
  const lunch: ServiceDefinitionInput = {
    name: 'Lunch',
    color: '#fa8c16',
    startMinute: 690,
    endMinute: 900,
    repeatDays: EVERY_DAY,
    ...capacity(80),
    onlineSlots: [slot(690, 840, 60)],
  };
  const dinner = (endMinute: number): ServiceDefinitionInput => ({
    name: 'Dinner',
    color: '#722ed1',
    startMinute: 1080,
    endMinute,
    repeatDays: EVERY_DAY,
    ...capacity(120),
    onlineSlots: [slot(1080, 1230, 120), slot(1230, 1320, 60)],
  });
  if (!first) return [lunch, dinner(120)];
  // 23:30 to 01:30 the next day: the calendar shows its end as "01:30 +1".
  const lateSupper: ServiceDefinitionInput = {
    name: 'Late Supper',
    color: '#13c2c2',
    startMinute: 1410,
    endMinute: 90,
    repeatDays: [5, 6],
    allowChildren: false,
    ...capacity(40),
    onlineSlots: [slot(1410, 1500, 30)],
  };
  return [lunch, dinner(1410), lateSupper];
}

/** The outlet's local date of an instant. */
const localDate = (now: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(now));

/** Lunch and Dinner at both demo outlets (see demoServices), a day note and an ad-hoc service. */
export const availabilityDemoSeeder: DemoSeeder = {
  name: 'availability',
  async seed(ctx: DemoContext) {
    const meta = { actor: ctx.users[0]?.userId ?? 'system', now: ctx.now };
    for (const [index, outlet] of ctx.outlets.entries()) {
      const send = (command: AvailabilityCommand) =>
        handleCommand(ctx.store, availabilityDecider, { streamId: availabilityStreamId(outlet.rid), rid: outlet.rid }, command, meta);
      for (const service of demoServices(index === 0))
        await send({ type: 'AddService', data: { service: serviceDefinitionSchema.parse(service) } });
      const today = localDate(ctx.now, outlet.timezone);
      await send({ type: 'WriteDayNote', data: { date: addDays(today, 2), note: 'Wine dinner for 30 in the private room from 19:00.' } });
      const tea = serviceDefinitionSchema.parse({
        name: 'Afternoon Tea',
        color: '#eb2f96',
        startMinute: 930,
        endMinute: 1050,
        repeatDays: [0],
        ...capacity(30),
        onlineSlots: [slot(930, 1020, 60)],
      });
      await send({ type: 'SetSpecialDate', data: { date: addDays(today, 7), mode: 'add', services: [tea] } });
    }
  },
};
