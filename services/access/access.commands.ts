import type { DefaultAccessTypeName, FeatureFlags, PermissionSet } from '@covers/shared';
import type { Command } from '../eventstore';
import type { OutletAccess, OutletDetails, UserProfile } from './access.events';

/**
 * When an administrator (not the system) changes an existing user or access type: the outlets of the group
 * where they hold User Access Control at All Access. The user, or every holder of the access type, must have
 * access nowhere else.
 */
interface Administered {
  administeredRids?: readonly number[];
}

/** What an administrator does to a group's directory (or the super-admins'), and the data each command carries. */
export interface AccessCommands {
  CreateGroup: {
    groupUid: string;
    name: string;
    /** Ids for the default access types, chosen by the caller so the decision stays deterministic. */
    defaultAccessTypeIds: Record<DefaultAccessTypeName, string>;
  };
  AddOutlet: OutletDetails;
  DefineAccessType: Administered & { accessTypeId: string; name: string; permissions: PermissionSet };
  DeleteAccessType: Administered & { accessTypeId: string };
  RegisterUser: { userId: string; profile: UserProfile; passwordHash: string; outlets: OutletAccess[] };
  UpdateUser: Administered & { userId: string; profile: UserProfile; passwordHash?: string; outlets: OutletAccess[] };
  ChangePassword: { userId: string; passwordHash: string };
  DeleteUser: Administered & { userId: string };
  RegisterSuperAdmin: { userId: string; profile: UserProfile; passwordHash: string };
  SetOutletFeatures: { rid: number; flags: FeatureFlags };
}

/** `{ type, data }`: one of the access commands, or (given a name) that one. */
export type AccessCommand<T extends keyof AccessCommands = keyof AccessCommands> = Command<AccessCommands, T>;
