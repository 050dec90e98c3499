import { accessProjection } from '@covers/services/access';
import { availabilityProjection } from '@covers/services/availability';
import type { Projection } from '@covers/services/eventstore';
import { floorProjection } from '@covers/services/floor';

/** Every read model kept inside the appending transaction; each context adds its projections here. */
export const INLINE_PROJECTIONS: readonly Projection[] = [accessProjection, floorProjection, availabilityProjection];
