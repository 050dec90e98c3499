import type { Permission } from '@covers/shared';
import type { RouteDef } from './feature';
import { FEATURES } from './features';

export type { RouteDef } from './feature';

/** Every route of spec §2: each feature's, then the screens not built yet. */
export const ROUTES: RouteDef[] = FEATURES.flatMap((feature) => feature.routes);

const ROUTE_PERMISSION = new Map<string, Permission | undefined>(ROUTES.map((route) => [route.path, route.permission]));

/** The spec §6 permission a top-level route needs (undefined: a basic screen). */
export const routePermission = (path: string): Permission | undefined => ROUTE_PERMISSION.get(path);
