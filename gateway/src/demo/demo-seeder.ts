import type { OutletDetails } from '@covers/services/access';
import type { EventStore } from '@covers/services/eventstore';
import type { DataSource } from 'typeorm';

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

/** A context's demo data, appended once on first start (see DemoRunner). */
export type DemoSeeder = { name: string; seed(ctx: DemoContext): Promise<void> };
