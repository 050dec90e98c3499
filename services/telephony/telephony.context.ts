import type { BoundedContext } from '../bounded-context';
import { TELEPHONY_EVENT_TYPES } from './telephony.events';
import { telephonyProjection } from './telephony.projection';
import { Telephony1732510000000 } from './migrations/1732510000000-telephony';

export const telephonyContext: BoundedContext = {
  name: 'telephony',
  migrations: [Telephony1732510000000],
  projections: [telephonyProjection],
  eventTypes: TELEPHONY_EVENT_TYPES,
  tables: telephonyProjection.tables,
};
