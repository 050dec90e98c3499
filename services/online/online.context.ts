import type { BoundedContext } from '../bounded-context';
import { ONLINE_EVENT_TYPES } from './online.events';
import { onlineProjection } from './online.projection';
import { OnlineSettings1732500000000 } from './migrations/1732500000000-online-settings';

export const onlineContext: BoundedContext = {
  name: 'online',
  migrations: [OnlineSettings1732500000000],
  projections: [onlineProjection],
  eventTypes: ONLINE_EVENT_TYPES,
  tables: onlineProjection.tables,
};
