import { levelSatisfies, type Permission, type PermissionLevel } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import { groupOutlets, outletsOfUser } from './access.queries';
import type { Caller } from './caller';

/**
 * The outlets of the caller's group where their access type grants `permission` at `level` or above, for calls
 * that reach past the one outlet they act at (a group-wide search). A super-admin holds it at every outlet.
 */
export async function outletRidsPermitting(
  manager: EntityManager,
  caller: Pick<Caller, 'userId' | 'groupUid' | 'superAdmin'>,
  permission: Permission,
  level: Exclude<PermissionLevel, 'none'>,
): Promise<number[]> {
  if (caller.superAdmin) return (await groupOutlets(manager, caller.groupUid)).map((outlet) => outlet.rid);
  const held = await outletsOfUser(manager, caller.userId);
  return held
    .filter((outlet) => outlet.groupUid === caller.groupUid && levelSatisfies(outlet.permissions[permission], level))
    .map((outlet) => outlet.rid);
}
