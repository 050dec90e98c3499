import { availabilityDecider, availabilityProjection, availabilityStreamId } from '../../availability';
import { serviceDefinition } from '../../availability/testing/service-fixtures';
import { dinersProjection } from '../../diners';
import { EventStore, handleCommand, type EventMetadata } from '../../eventstore';
import { floorProjection } from '../../floor';
import type { DataSource } from 'typeorm';
import { draftsProjection } from '../reservation-drafts';
import { reservationsProjection } from '../reservations.projection';
import { ReservationsService } from '../reservations.service';

type ServiceInput = Parameters<typeof serviceDefinition>[0];

/** On a migrated database: the store with the projections bookings need (and the table plan's), and an outlet running these services. */
export async function outletWithServices(dataSource: DataSource, rid: number, services: ServiceInput[], metadata: EventMetadata) {
  const store = new EventStore(dataSource, [
    availabilityProjection,
    floorProjection,
    reservationsProjection,
    draftsProjection,
    dinersProjection,
  ]);
  for (const service of services) {
    await handleCommand(
      store,
      availabilityDecider,
      { streamId: availabilityStreamId(rid), rid },
      { type: 'AddService', data: { service: serviceDefinition(service) } },
      metadata,
    );
  }
  return { store, service: new ReservationsService(store) };
}

/** Lunch 11:30-15:00 every day, 15-minute intervals, at most 4 covers per interval. */
export const SMALL_LUNCH: ServiceInput = { covers: { minPartySize: 1, maxPartySize: 10, totalCovers: 40, maxCoversPerInterval: 4 } };

/** One table of section s1 (name = id unless given, the party size range given). */
export interface PlanTable {
  id: string;
  name?: string;
  minPax: number;
  maxPax: number;
}

/** A combination of tables seating a party in this size range. */
export interface PlanCombination {
  id: string;
  tableIds: string[];
  minPax: number;
  maxPax: number;
}

/** Publishes a table plan of one section with these tables and combinations. */
export async function publishTables(
  store: EventStore,
  rid: number,
  tables: PlanTable[],
  metadata: EventMetadata,
  combinations: PlanCombination[] = [],
) {
  const layout = {
    sections: [{ id: 's1', name: 'Main', priority: 0 }],
    tables: tables.map(({ name, ...t }) => ({
      ...t,
      name: name ?? t.id,
      sectionId: 's1',
      shape: 'rect',
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      rotation: 0,
      priority: 0,
    })),
    combinations,
  };
  await store.append(
    `tableplan-${rid}-p1`,
    'any',
    [
      { type: 'TablePlanAdded', data: { planId: 'p1', name: 'Main' } },
      { type: 'TablePlanPublished', data: { planId: 'p1', version: 1, layout } },
    ],
    { rid, metadata },
  );
}
