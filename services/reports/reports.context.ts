import type { BoundedContext } from '../bounded-context';
import { activityLogProjection } from './activity-log.projection';
import { ReportsSchema1732730000000 } from './migrations/1732730000000-reports-schema';
import { ActivityLog1732730000001 } from './migrations/1732730000001-activity-log';
import { ReportDinerMerges1732730000010 } from './migrations/1732730000010-report-diner-merges';
import { ActivityChainHeads1732730000011 } from './migrations/1732730000011-activity-chain-heads';
import { REPORTS_EVENT_TYPES } from './reports.events';
import { reportsProjection } from './reports.projection';

const projections = [reportsProjection, activityLogProjection];

export const reportsContext: BoundedContext = {
  name: 'reports',
  migrations: [ReportsSchema1732730000000, ActivityLog1732730000001, ReportDinerMerges1732730000010, ActivityChainHeads1732730000011],
  projections,
  // Its own events are the exports; its read models follow the reservation day streams, the diners' merges and the log's sources.
  eventTypes: REPORTS_EVENT_TYPES,
  tables: projections.flatMap((p) => p.tables),
};
