import { SetMetadata } from '@nestjs/common';
import type { Permission } from '@covers/shared';

/**
 * Every route declares who may call it; the access guard refuses a route that declares nothing.
 * - Public: no session (sign-in, refresh, reset links, health).
 * - SignedIn: any signed-in user, no outlet involved (their own profile, their outlets).
 * - Basic: a member of the request's outlet (`rid`), Unassigned included: spec §6's basic permissions.
 * - Requires(permission, level): a member of the outlet whose access type grants that level.
 * - SuperAdminOnly: a super-admin, acting on the request's outlet (`rid`).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'basic' }
  | { kind: 'permission'; permission: Permission; level: 'all' | 'view' }
  | { kind: 'superAdmin' };

export const ROUTE_ACCESS = 'covers:route-access';
export const Public = () => SetMetadata(ROUTE_ACCESS, { kind: 'public' } satisfies RouteAccess);
export const SignedIn = () => SetMetadata(ROUTE_ACCESS, { kind: 'signedIn' } satisfies RouteAccess);
export const Basic = () => SetMetadata(ROUTE_ACCESS, { kind: 'basic' } satisfies RouteAccess);
export const Requires = (permission: Permission, level: 'all' | 'view') =>
  SetMetadata(ROUTE_ACCESS, { kind: 'permission', permission, level } satisfies RouteAccess);
export const SuperAdminOnly = () => SetMetadata(ROUTE_ACCESS, { kind: 'superAdmin' } satisfies RouteAccess);
