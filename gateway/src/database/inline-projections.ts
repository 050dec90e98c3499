import { CONTEXTS } from '@covers/services/database';
import type { Projection } from '@covers/services/eventstore';

/** Every read model kept inside the appending transaction: each context's, in the order of services/contexts.ts. */
export const INLINE_PROJECTIONS: readonly Projection[] = CONTEXTS.flatMap((context) => context.projections);
