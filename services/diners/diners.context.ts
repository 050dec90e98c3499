import type { BoundedContext } from '../bounded-context';
import { dinersProjection } from './diners.projection';
import { DinersSchema1732240000100 } from './migrations/1732240000100-diners-schema';
import { DinerPhoneKey1732240000101 } from './migrations/1732240000101-diner-phone-key';
import { DinerTags1732240000102 } from './migrations/1732240000102-diner-tags';
import { DinerSearch1732520000000 } from './migrations/1732520000000-diner-search';
import { DinerPhotos1732540000000 } from './migrations/1732540000000-diner-photos';
import { DinerMerges1732600000000 } from './migrations/1732600000000-diner-merges';
import { OnePhoneClaim1732620000000 } from './migrations/1732620000000-one-phone-claim';
import { VipFilterIndex1732620000001 } from './migrations/1732620000001-vip-filter-index';
import { FewerMatchKeys1732620000002 } from './migrations/1732620000002-fewer-match-keys';
import { LookupsOnSearchIndexes1732620000003 } from './migrations/1732620000003-lookups-on-search-indexes';

export const dinersContext: BoundedContext = {
  name: 'diners',
  migrations: [
    DinersSchema1732240000100,
    DinerPhoneKey1732240000101,
    DinerTags1732240000102,
    DinerSearch1732520000000,
    DinerPhotos1732540000000,
    DinerMerges1732600000000,
    OnePhoneClaim1732620000000,
    VipFilterIndex1732620000001,
    FewerMatchKeys1732620000002,
    LookupsOnSearchIndexes1732620000003,
  ],
  projections: [dinersProjection],
  eventTypes: dinersProjection.handles,
  // diner_photos is the photos' store, written beside their events, not a read model: a rebuild keeps it. The match
  // keys are kept from the diners' rows after each commit (dinerMatchKeys): a rebuild gives the rows they follow back.
  tables: [...dinersProjection.tables, 'diner_match_keys', 'diner_photos'],
  batches: { types: ['DinersRegistered'], keys: ['diners'] },
};
