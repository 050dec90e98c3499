import type { OutletDetails } from '@covers/services/access';
import type { EventStore } from '@covers/services/eventstore';
import type { DataSource } from 'typeorm';
import { availabilityDemoSeeder } from '../availability/availability.demo-seeder';
import { reservationsDemoSeeder } from '../reservations/reservations.demo-seeder';
import { floorDemoSeeder } from '../floor/floor.demo-seeder';

export type DemoOutlet = OutletDetails;

/** What every context's demo seeder gets: the demo group as the access seeder created it. */
export interface DemoContext {
  store: EventStore;
  dataSource: DataSource;
  groupUid: string;
  outlets: DemoOutlet[];
  users: { userId: string; username: string }[];
  /** ISO instant the seed runs at; seeders derive dates from it, never from the clock. */
  now: string;
}

export type DemoSeeder = { name: string; seed(ctx: DemoContext): Promise<void> };

/**
 * Seeders run in this order on first start (after the access seeder made the group, outlets and users).
 * Each context appends its own: floor before availability before reservations.
 */
export const DEMO_SEEDERS: DemoSeeder[] = [floorDemoSeeder, availabilityDemoSeeder, reservationsDemoSeeder];
