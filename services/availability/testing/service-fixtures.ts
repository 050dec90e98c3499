import type { ServiceDefinition, ServiceDefinitionInput } from '@covers/shared';
import { serviceDefinitionSchema } from '@covers/shared';

/** A complete service (General, Capacity, Turnaround) with overrides, parsed like a request would be. */
export function serviceDefinition(overrides: Partial<ServiceDefinitionInput> = {}): ServiceDefinition {
  return serviceDefinitionSchema.parse({
    name: 'Lunch',
    color: '#fa8c16',
    startMinute: 690,
    endMinute: 900,
    repeatDays: [0, 1, 2, 3, 4, 5, 6],
    allowChildren: true,
    covers: { minPartySize: 1, maxPartySize: 10, totalCovers: 80, maxCoversPerInterval: 20, maxCoversWaitlisted: 10 },
    bookings: { totalBookings: 40, maxBookingsPerInterval: 8, maxBookingsWaitlisted: 5, limitsByPartySize: [] },
    turnaround: [
      { minPax: 1, maxPax: 4, minutes: 90 },
      { minPax: 5, maxPax: 10, minutes: 120 },
    ],
    cutoff: { minutes: 60, relativeTo: 'slot' },
    onlineSlots: [
      { startMinute: 690, endMinute: 840, intervalMinutes: 15, cutoff: { minutes: 60, relativeTo: 'slot' }, tablePriority: [] },
    ],
    ...overrides,
  });
}
