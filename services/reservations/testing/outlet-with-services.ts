import { availabilityDecider, availabilityProjection, availabilityStreamId } from '../../availability';
import { serviceDefinition } from '../../availability/testing/service-fixtures';
import { dinersProjection } from '../../diners';
import { EventStore, handleCommand, type EventMetadata } from '../../eventstore';
import type { DataSource } from 'typeorm';
import { reservationsProjection } from '../reservations.projection';
import { ReservationsService } from '../reservations.service';

type ServiceInput = Parameters<typeof serviceDefinition>[0];

/** On a migrated database: the store with the projections bookings need, and an outlet running these services. */
export async function outletWithServices(dataSource: DataSource, rid: number, services: ServiceInput[], metadata: EventMetadata) {
  const store = new EventStore(dataSource, [availabilityProjection, reservationsProjection, dinersProjection]);
  for (const service of services) {
    await handleCommand(store, availabilityDecider, { streamId: availabilityStreamId(rid), rid }, { type: 'AddService', service: serviceDefinition(service) }, metadata);
  }
  return { store, service: new ReservationsService(store) };
}

/** Lunch 11:30-15:00 every day, 15-minute intervals, at most 4 covers per interval. */
export const SMALL_LUNCH: ServiceInput = { covers: { minPartySize: 1, maxPartySize: 10, totalCovers: 40, maxCoversPerInterval: 4 } };
