import type { BoundedContext } from '../bounded-context';
import { dinersProjection } from './diners.projection';
import { DinersSchema1732240000100 } from './migrations/1732240000100-diners-schema';
import { DinerPhoneKey1732240000101 } from './migrations/1732240000101-diner-phone-key';
import { DinerTags1732240000102 } from './migrations/1732240000102-diner-tags';
import { DinerSearch1732520000000 } from './migrations/1732520000000-diner-search';
import { DinerMerges1732600000000 } from './migrations/1732600000000-diner-merges';

export const dinersContext: BoundedContext = {
  name: 'diners',
  migrations: [
    DinersSchema1732240000100,
    DinerPhoneKey1732240000101,
    DinerTags1732240000102,
    DinerSearch1732520000000,
    DinerMerges1732600000000,
  ],
  projections: [dinersProjection],
  eventTypes: dinersProjection.handles,
  tables: dinersProjection.tables,
};
