import type { DefaultAccessTypeName, PermissionSet } from '@covers/shared';
import type { Command } from '../eventstore';
import type { OutletAccess, OutletDetails, UserProfile } from './access.events';

/** What an administrator does to a group's directory (or the super-admins'), and the data each command carries. */
export interface AccessCommands {
  CreateGroup: {
    groupUid: string;
    name: string;
    /** Ids for the default access types, chosen by the caller so the decision stays deterministic. */
    defaultAccessTypeIds: Record<DefaultAccessTypeName, string>;
  };
  AddOutlet: OutletDetails;
  DefineAccessType: { accessTypeId: string; name: string; permissions: PermissionSet };
  DeleteAccessType: { accessTypeId: string };
  RegisterUser: { userId: string; profile: UserProfile; passwordHash: string; outlets: OutletAccess[] };
  UpdateUser: { userId: string; profile: UserProfile; passwordHash?: string; outlets: OutletAccess[] };
  ChangePassword: { userId: string; passwordHash: string };
  DeleteUser: { userId: string };
  RegisterSuperAdmin: { userId: string; profile: UserProfile; passwordHash: string };
}

/** `{ type, data }`: one of the access commands, or (given a name) that one. */
export type AccessCommand<T extends keyof AccessCommands = keyof AccessCommands> = Command<AccessCommands, T>;
