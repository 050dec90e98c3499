import type { BoundedContext } from '../bounded-context';
import { FLOOR_EVENT_TYPES } from './floor.events';
import { floorProjection } from './floor.projection';
import { FloorSchema1732260000000 } from './migrations/1732260000000-floor-schema';

export const floorContext: BoundedContext = {
  name: 'floor',
  migrations: [FloorSchema1732260000000],
  projections: [floorProjection],
  eventTypes: FLOOR_EVENT_TYPES,
  tables: [...floorProjection.tables, 'yjs_updates'],
};
