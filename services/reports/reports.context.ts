import type { BoundedContext } from '../bounded-context';
import { activityLogProjection } from './activity-log.projection';
import { ReportsSchema1732730000000 } from './migrations/1732730000000-reports-schema';
import { ActivityLog1732730000001 } from './migrations/1732730000001-activity-log';
import { ReportDinerMerges1732730000010 } from './migrations/1732730000010-report-diner-merges';
import { reportsProjection } from './reports.projection';

const projections = [reportsProjection, activityLogProjection];

export const reportsContext: BoundedContext = {
  name: 'reports',
  migrations: [ReportsSchema1732730000000, ActivityLog1732730000001, ReportDinerMerges1732730000010],
  projections,
  // It writes no events of its own: it reads the reservation day streams and the diners' merges.
  eventTypes: [],
  tables: projections.flatMap((p) => p.tables),
};
