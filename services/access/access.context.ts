import type { BoundedContext } from '../bounded-context';
import { ACCESS_EVENT_TYPES, SIGN_IN_EVENT_TYPES } from './access.events';
import { accessProjection } from './access.projection';
import { AccessSchema1732210000000 } from './migrations/1732210000000-access-schema';
import { SignInLimits1732283100000 } from './migrations/1732283100000-sign-in-limits';
import { OutletFeatureFlags1732400000000 } from './migrations/1732400000000-outlet-feature-flags';
import { SignInAttemptsInFlight1732770000000 } from './migrations/1732770000000-sign-in-attempts-in-flight';

export const accessContext: BoundedContext = {
  name: 'access',
  migrations: [AccessSchema1732210000000, SignInLimits1732283100000, OutletFeatureFlags1732400000000, SignInAttemptsInFlight1732770000000],
  projections: [accessProjection],
  eventTypes: [...ACCESS_EVENT_TYPES, ...SIGN_IN_EVENT_TYPES],
  tables: [...accessProjection.tables, 'refresh_tokens', 'one_time_tokens', 'sign_in_failures'],
};
