import type { BoundedContext } from '../bounded-context';
import { ReportsSchema1732730000000 } from './migrations/1732730000000-reports-schema';
import { reportsProjection } from './reports.projection';

export const reportsContext: BoundedContext = {
  name: 'reports',
  migrations: [ReportsSchema1732730000000],
  projections: [reportsProjection],
  // It writes no events of its own: it reads the reservation day streams.
  eventTypes: [],
  tables: reportsProjection.tables,
};
