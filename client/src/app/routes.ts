import type { RouteDef } from './feature';
import { FEATURES } from './features';

export type { RouteDef } from './feature';

/** Every route of spec §2: each feature's, then the screens not built yet. */
export const ROUTES: RouteDef[] = FEATURES.flatMap((feature) => feature.routes);
