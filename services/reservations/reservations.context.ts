import type { BoundedContext } from '../bounded-context';
import { ReservationsSchema1732240000000 } from './migrations/1732240000000-reservations-schema';
import { DinerVisitStats1732530000000 } from './migrations/1732530000000-diner-visit-stats';
import { MergedDinerVisitStats1732610000000 } from './migrations/1732610000000-merged-diner-visit-stats';
import { VisitStatsPlannedPerCall1732740000000 } from './migrations/1732740000000-visit-stats-planned-per-call';
import { VisitStatsCountedOnInsert1732750000000 } from './migrations/1732750000000-visit-stats-counted-on-insert';
import { VisitStatsOnCountedChanges1732757000000 } from './migrations/1732757000000-visit-stats-on-counted-changes';
import { VisitStatsOnCountedRows1732760000000 } from './migrations/1732760000000-visit-stats-on-counted-rows';
import { IMPORT_BATCHES } from './imported-batches';
import { draftsProjection } from './reservation-drafts';
import { RESERVATION_DAY_EVENT_TYPES } from './reservations.events';
import { reservationsProjection } from './reservations.projection';
import { searchHistoryProjection } from './search-history';

const projections = [reservationsProjection, draftsProjection, searchHistoryProjection];

export const reservationsContext: BoundedContext = {
  name: 'reservations',
  migrations: [
    ReservationsSchema1732240000000,
    DinerVisitStats1732530000000,
    MergedDinerVisitStats1732610000000,
    VisitStatsPlannedPerCall1732740000000,
    VisitStatsCountedOnInsert1732750000000,
    VisitStatsOnCountedChanges1732757000000,
    VisitStatsOnCountedRows1732760000000,
  ],
  projections,
  eventTypes: [...RESERVATION_DAY_EVENT_TYPES, ...draftsProjection.handles, ...searchHistoryProjection.handles],
  tables: projections.flatMap((p) => p.tables),
  batches: IMPORT_BATCHES,
};
