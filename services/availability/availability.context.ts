import type { BoundedContext } from '../bounded-context';
import { AVAILABILITY_EVENT_TYPES } from './availability.events';
import { availabilityProjection } from './availability.projection';
import { AvailabilityReadModels1732250000000 } from './migrations/1732250000000-availability-read-models';

export const availabilityContext: BoundedContext = {
  name: 'availability',
  migrations: [AvailabilityReadModels1732250000000],
  projections: [availabilityProjection],
  eventTypes: AVAILABILITY_EVENT_TYPES,
  tables: availabilityProjection.tables,
};
