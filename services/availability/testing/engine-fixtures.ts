import type { Service, ServiceDefinitionInput } from '@covers/shared';
import { effectiveServices } from '../engine/effective-services';
import type { BookedReservation, DayInput, Floor } from '../engine/engine.types';
import { serviceDefinition } from './service-fixtures';

export function service(serviceId: string, overrides: Partial<ServiceDefinitionInput> = {}): Service {
  const definition = serviceDefinition(overrides);
  return { ...definition, serviceId, onlineSlots: definition.onlineSlots.map((slot, i) => ({ ...slot, slotId: `${serviceId}:${i + 1}` })) };
}

/** Two sections; window tables preferred; A1+A2 combine for 5 to 8. */
export const smallFloor: Floor = {
  sections: [
    { sectionId: 'window', name: 'Window', priority: 1 },
    { sectionId: 'hall', name: 'Hall', priority: 2 },
  ],
  tables: [
    { tableId: 'A1', sectionId: 'window', name: 'A1', minPax: 1, maxPax: 4 },
    { tableId: 'A2', sectionId: 'window', name: 'A2', minPax: 1, maxPax: 4 },
    { tableId: 'H1', sectionId: 'hall', name: 'H1', minPax: 2, maxPax: 2 },
    { tableId: 'H2', sectionId: 'hall', name: 'H2', minPax: 4, maxPax: 8 },
  ],
  combinations: [{ combinationId: 'A1+A2', tableIds: ['A1', 'A2'], minPax: 5, maxPax: 8 }],
};

let next = 0;
export function booking(date: string, timeMinute: number, pax: number, patch: Partial<BookedReservation> = {}): BookedReservation {
  return {
    reservationId: `r${++next}`,
    date,
    timeMinute,
    pax,
    status: 'Booked',
    tableIds: [],
    serviceId: null,
    durationMinutes: null,
    ...patch,
  };
}

export function dayInput(date: string, services: Service[], patch: Partial<DayInput> = {}): DayInput {
  return {
    date,
    timeZone: 'UTC',
    now: '2026-01-01T00:00:00.000Z',
    services: effectiveServices(services, null, date),
    reservations: [],
    floor: smallFloor,
    ...patch,
  };
}
