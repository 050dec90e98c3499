import { accessProjection } from '@covers/services/access';
import { availabilityProjection } from '@covers/services/availability';
import { dinersProjection } from '@covers/services/diners';
import type { Projection } from '@covers/services/eventstore';
import { floorProjection } from '@covers/services/floor';
import { draftsProjection, reservationsProjection, searchHistoryProjection } from '@covers/services/reservations';

/** Every read model kept inside the appending transaction; each context adds its projections here. */
export const INLINE_PROJECTIONS: readonly Projection[] = [accessProjection, floorProjection, availabilityProjection, reservationsProjection, draftsProjection, searchHistoryProjection, dinersProjection];
