import { SERVICE_RULES as R, type ServiceDefinition } from '@covers/shared';
import { deciderSpec } from '../testing/decider-spec';
import { availabilityDecider } from './availability.decider';
import type { AvailabilityEvent } from './availability.events';
import {
  addService,
  deleteServices,
  editService,
  quickEdit,
  restoreDefault,
  setSpecialDate,
  switchOnlineBooking,
} from './testing/availability-commands';
import { serviceDefinition } from './testing/service-fixtures';

const meta = { actor: 'user-1', now: '2026-11-21T10:00:00.000Z' };

const given = deciderSpec(availabilityDecider, meta);

const lunch = serviceDefinition();
const dinner = serviceDefinition({ name: 'Dinner', startMinute: 1080, endMinute: 1410, onlineSlots: [] });
const lunchAdded: AvailabilityEvent = {
  type: 'ServiceAdded',
  data: { service: { ...lunch, serviceId: 'svc-1', onlineSlots: lunch.onlineSlots.map((s) => ({ ...s, slotId: 'svc-1:1' })) } },
};
const dinnerAdded: AvailabilityEvent = { type: 'ServiceAdded', data: { service: { ...dinner, serviceId: 'svc-2', onlineSlots: [] } } };

/** A definition as a client might send it, not yet checked: the decider must refuse what breaks a rule. */
const unchecked = (patch: Record<string, unknown>) => ({ ...lunch, ...patch }) as ServiceDefinition;
const covers = (patch: Record<string, unknown>) => unchecked({ covers: { ...lunch.covers, ...patch } });
const bookings = (patch: Record<string, unknown>) => unchecked({ bookings: { ...lunch.bookings, ...patch } });

describe('services: spec §5 rules, enforced by the decider', () => {
  it('requires Service Name, Start Time and End Time', () => {
    given([])
      .when(addService(unchecked({ name: '' })))
      .thenThrows('VALIDATION_FAILED', { fields: { name: R.nameStartEndRequired } });
    given([])
      .when(addService(unchecked({ startMinute: undefined })))
      .thenThrows('VALIDATION_FAILED', { fields: { startMinute: R.nameStartEndRequired } });
    given([])
      .when(addService(unchecked({ endMinute: undefined })))
      .thenThrows('VALIDATION_FAILED', { fields: { endMinute: R.nameStartEndRequired } });
  });

  it('requires at least one repeat day', () => {
    given([])
      .when(addService(unchecked({ repeatDays: [] })))
      .thenThrows('VALIDATION_FAILED', { fields: { repeatDays: R.repeatDayRequired } });
  });

  it('refuses a service whose time range overlaps another service on a shared day', () => {
    given([lunchAdded])
      .when(addService(serviceDefinition({ name: 'Brunch', startMinute: 600, endMinute: 720, onlineSlots: [] })))
      .thenThrows('CONFLICTING_SERVICE', {
        fields: {
          startMinute: R.serviceOverlap,
        },
      });
    // No shared day: no conflict.
    given([{ ...lunchAdded, data: { service: { ...lunchAdded.data.service, repeatDays: [1, 2] } } }])
      .when(addService(serviceDefinition({ name: 'Brunch', startMinute: 600, endMinute: 720, repeatDays: [0, 6], onlineSlots: [] })))
      .then([expect.objectContaining({ type: 'ServiceAdded' }) as AvailabilityEvent]);
  });

  it('sees the overlap of a Saturday late supper running past midnight into a Sunday breakfast', () => {
    const supper = serviceDefinition({ name: 'Late Supper', startMinute: 1380, endMinute: 150, repeatDays: [6], onlineSlots: [] });
    expect(supper.endMinute).toBe(1590);
    const supperAdded: AvailabilityEvent = { type: 'ServiceAdded', data: { service: { ...supper, serviceId: 'svc-1', onlineSlots: [] } } };
    given([supperAdded])
      .when(addService(serviceDefinition({ name: 'Night Owl', startMinute: 60, endMinute: 240, repeatDays: [0], onlineSlots: [] })))
      .thenThrows('CONFLICTING_SERVICE');
  });

  it('refuses online booking slots that overlap', () => {
    const slot = lunch.onlineSlots[0];
    given([])
      .when(addService(unchecked({ onlineSlots: [slot, { ...slot, startMinute: 780, endMinute: 870 }] })))
      .thenThrows('VALIDATION_FAILED', {
        fields: {
          'onlineSlots.1.startMinute': R.onlineSlotsOverlap,
        },
      });
  });

  it('refuses party size ranges that overlap', () => {
    given([])
      .when(
        addService(
          unchecked({
            turnaround: [
              { minPax: 1, maxPax: 4, minutes: 90 },
              { minPax: 4, maxPax: 8, minutes: 120 },
            ],
          }),
        ),
      )
      .thenThrows('VALIDATION_FAILED', {
        fields: {
          'turnaround.1.minPax': R.partySizeRangesOverlap,
        },
      });
  });

  it('requires max party size larger than min party size', () => {
    given([])
      .when(addService(covers({ minPartySize: 4, maxPartySize: 4 })))
      .thenThrows('VALIDATION_FAILED', { fields: { 'covers.maxPartySize': R.maxPartyAboveMin } });
  });

  it('requires total covers larger than min and max party size', () => {
    given([])
      .when(addService(covers({ maxPartySize: 10, totalCovers: 10, maxCoversPerInterval: 5 })))
      .thenThrows('VALIDATION_FAILED', {
        fields: {
          'covers.totalCovers': R.totalCoversAbovePartySize,
        },
      });
  });

  it('requires max covers per default interval smaller than total covers', () => {
    given([])
      .when(addService(covers({ maxCoversPerInterval: 80 })))
      .thenThrows('VALIDATION_FAILED', { fields: { 'covers.maxCoversPerInterval': R.coversPerIntervalBelowTotal } });
  });

  it('refuses max bookings per interval above total bookings, or 0', () => {
    given([])
      .when(addService(bookings({ maxBookingsPerInterval: 41 })))
      .thenThrows('VALIDATION_FAILED', { fields: { 'bookings.maxBookingsPerInterval': R.bookingsPerInterval } });
    given([])
      .when(addService(bookings({ maxBookingsPerInterval: 0 })))
      .thenThrows('VALIDATION_FAILED', { fields: { 'bookings.maxBookingsPerInterval': R.bookingsPerInterval } });
  });

  it('refuses 0 for party size, total covers and per-interval values', () => {
    given([])
      .when(addService(covers({ minPartySize: 0 })))
      .thenThrows('VALIDATION_FAILED', { fields: { 'covers.minPartySize': R.noZero } });
    given([])
      .when(addService(covers({ totalCovers: 0 })))
      .thenThrows('VALIDATION_FAILED', { fields: { 'covers.totalCovers': R.noZero } });
    given([])
      .when(addService(covers({ maxCoversPerInterval: 0 })))
      .thenThrows('VALIDATION_FAILED', { fields: { 'covers.maxCoversPerInterval': R.noZero } });
  });

  it('refuses values above the service capacity', () => {
    given([])
      .when(addService(covers({ maxCoversWaitlisted: 81 })))
      .thenThrows('VALIDATION_FAILED', { fields: { 'covers.maxCoversWaitlisted': R.exceedsServiceCapacity } });
    given([])
      .when(addService(bookings({ limitsByPartySize: [{ minPax: 6, maxPax: 10, maxBookings: 41 }] })))
      .thenThrows('VALIDATION_FAILED', {
        fields: {
          'bookings.limitsByPartySize.0.maxBookings': R.exceedsServiceCapacity,
        },
      });
  });

  it('refuses online booking slots before General, Capacity and Turnaround are complete', () => {
    given([])
      .when(addService(unchecked({ covers: undefined })))
      .thenThrows('SERVICE_SECTIONS_INCOMPLETE', { fields: { onlineSlots: R.sectionsIncomplete } });
    given([])
      .when(addService(unchecked({ turnaround: [] })))
      .thenThrows('SERVICE_SECTIONS_INCOMPLETE', { fields: { onlineSlots: R.sectionsIncomplete } });
    // Without slots a service may be saved General first.
    given([])
      .when(addService(unchecked({ covers: undefined, turnaround: [], onlineSlots: [] })))
      .then([expect.objectContaining({ type: 'ServiceAdded' }) as AvailabilityEvent]);
  });
});

describe('online booking slots within the service time (ours)', () => {
  it('takes a slot after midnight in a late service, and refuses one outside the service', () => {
    const supper = serviceDefinition({
      name: 'Late Supper',
      startMinute: 1380,
      endMinute: 150,
      onlineSlots: [{ startMinute: 30, endMinute: 90 }],
    });
    expect(supper.onlineSlots[0]).toMatchObject({ startMinute: 1470, endMinute: 1530 });
    given([])
      .when(addService(supper))
      .then([expect.objectContaining({ type: 'ServiceAdded' }) as AvailabilityEvent]);
    given([lunchAdded])
      .when(quickEdit('2026-12-23', 'svc-1', { startMinute: 720 }))
      .thenThrows('VALIDATION_FAILED', { fields: { 'onlineSlots.0.startMinute': R.slotOutsideService } });
  });
});

describe('services: the schedule', () => {
  it('numbers services and their online slots', () => {
    given([lunchAdded])
      .when(addService(dinner))
      .then([{ type: 'ServiceAdded', data: { service: { ...dinner, serviceId: 'svc-2', onlineSlots: [] } } }]);
    const events = availabilityDecider.decide(addService(lunch), availabilityDecider.initialState(), meta);
    expect((events[0].data as { service: { onlineSlots: { slotId: string }[] } }).service.onlineSlots.map((s) => s.slotId)).toEqual([
      'svc-1:1',
    ]);
  });

  it('edits a service without conflicting with itself, and refuses an unknown one', () => {
    given([lunchAdded])
      .when(editService('svc-1', { ...lunch, endMinute: 930 }))
      .then([expect.objectContaining({ type: 'ServiceEdited' }) as AvailabilityEvent]);
    given([]).when(editService('svc-9', lunch)).thenThrows('SERVICE_NOT_FOUND');
  });

  it('deletes a group of services', () => {
    given([lunchAdded, dinnerAdded])
      .when(deleteServices(['svc-1', 'svc-2']))
      .then([{ type: 'ServicesDeleted', data: { serviceIds: ['svc-1', 'svc-2'] } }]);
    given([lunchAdded])
      .when(deleteServices(['svc-1', 'svc-2']))
      .thenThrows('SERVICE_NOT_FOUND');
  });

  it('refuses an ad-hoc service that overlaps the regular services it is added to, not those it replaces', () => {
    const tea = serviceDefinition({ name: 'Tea', startMinute: 840, endMinute: 1020, onlineSlots: [] });
    given([lunchAdded])
      .when(setSpecialDate('2026-12-24', 'add', [tea]))
      .thenThrows('CONFLICTING_SERVICE');
    given([lunchAdded])
      .when(setSpecialDate('2026-12-24', 'replace', [tea]))
      .then([
        {
          type: 'SpecialDateSet',
          data: {
            date: '2026-12-24',
            mode: 'replace',
            services: [{ ...tea, repeatDays: [4], serviceId: 'adhoc-2026-12-24-1', onlineSlots: [] }],
          },
        },
      ]);
  });

  it("refuses an ad-hoc service in the early hours while the previous night's service still runs past midnight", () => {
    // Dinner every night 18:00 to 02:00 (+1): Monday 2026-12-21's dinner runs into Tuesday until 02:00.
    const lateDinner = serviceDefinition({ name: 'Dinner', startMinute: 1080, endMinute: 1560, onlineSlots: [] });
    const lateDinnerAdded: AvailabilityEvent = {
      type: 'ServiceAdded',
      data: { service: { ...lateDinner, serviceId: 'svc-1', onlineSlots: [] } },
    };
    const early = serviceDefinition({ name: 'Early', startMinute: 0, endMinute: 60, onlineSlots: [] });
    given([lateDinnerAdded])
      .when(setSpecialDate('2026-12-22', 'add', [early]))
      .thenThrows('CONFLICTING_SERVICE', { details: { serviceIds: ['adhoc-2026-12-22-1', 'svc-1'] } });
    // Replacing Tuesday's own services does not end Monday's dinner.
    given([lateDinnerAdded])
      .when(setSpecialDate('2026-12-22', 'replace', [early]))
      .thenThrows('CONFLICTING_SERVICE');
    // Nor may an ad-hoc service run past midnight into the next night's regular... or a quick edit stretch into it.
    const night = serviceDefinition({ name: 'Night', startMinute: 1380, endMinute: 1500, onlineSlots: [] });
    const breakfast = serviceDefinition({ name: 'Breakfast', startMinute: 0, endMinute: 120, repeatDays: [3], onlineSlots: [] });
    const breakfastAdded: AvailabilityEvent = {
      type: 'ServiceAdded',
      data: { service: { ...breakfast, serviceId: 'svc-1', onlineSlots: [] } },
    };
    given([breakfastAdded])
      .when(setSpecialDate('2026-12-22', 'add', [night]))
      .thenThrows('CONFLICTING_SERVICE');
    // From 02:00 the early hours are free.
    given([lateDinnerAdded])
      .when(
        setSpecialDate('2026-12-22', 'replace', [serviceDefinition({ name: 'Early', startMinute: 120, endMinute: 180, onlineSlots: [] })]),
      )
      .then([
        {
          type: 'SpecialDateSet',
          data: {
            date: '2026-12-22',
            mode: 'replace',
            services: [
              {
                ...serviceDefinition({ name: 'Early', startMinute: 120, endMinute: 180, onlineSlots: [] }),
                repeatDays: [2],
                serviceId: 'adhoc-2026-12-22-1',
                onlineSlots: [],
              },
            ],
          },
        },
      ]);
  });

  it('quick-edits one date of a service under the same rules', () => {
    given([lunchAdded, dinnerAdded])
      .when(quickEdit('2026-12-23', 'svc-2', { startMinute: 840 }))
      .thenThrows('CONFLICTING_SERVICE');
    given([lunchAdded])
      .when(quickEdit('2026-12-23', 'svc-1', { covers: { ...lunch.covers!, maxCoversPerInterval: 90 } }))
      .thenThrows('VALIDATION_FAILED', { fields: { 'covers.maxCoversPerInterval': R.coversPerIntervalBelowTotal } });
  });

  it('switches online booking for a slot, refusing a slot the service does not have', () => {
    given([lunchAdded])
      .when(switchOnlineBooking({ date: '2026-12-23', serviceId: 'svc-1', slotId: 'svc-1:1', online: false }))
      .then([{ type: 'OnlineBookingSwitched', data: { date: '2026-12-23', serviceId: 'svc-1', slotId: 'svc-1:1', online: false } }]);
    given([lunchAdded])
      .when(switchOnlineBooking({ date: null, serviceId: 'svc-1', slotId: 'svc-1:7', online: false }))
      .thenThrows('SERVICE_NOT_FOUND');
  });

  it('restores a session default on a date the service runs', () => {
    given([lunchAdded])
      .when(restoreDefault('2026-12-23', 'svc-1'))
      .then([{ type: 'SessionDefaultRestored', data: { date: '2026-12-23', serviceId: 'svc-1' } }]);
  });
});
