import type { BoundedContext } from '../bounded-context';
import { VouchersSchema1732720000000 } from './migrations/1732720000000-vouchers-schema';
import { vouchersProjection } from './vouchers.projection';

export const vouchersContext: BoundedContext = {
  name: 'vouchers',
  migrations: [VouchersSchema1732720000000],
  projections: [vouchersProjection],
  eventTypes: vouchersProjection.handles,
  tables: vouchersProjection.tables,
};
