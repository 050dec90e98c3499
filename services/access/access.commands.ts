import type { DefaultAccessTypeName, PermissionSet } from '@covers/shared';
import type { OutletAccess, OutletDetails, UserProfile } from './access.events';

export type CreateGroup = {
  type: 'CreateGroup';
  groupUid: string;
  name: string;
  /** Ids for the default access types, chosen by the caller so the decision stays deterministic. */
  defaultAccessTypeIds: Record<DefaultAccessTypeName, string>;
};
export type AddOutlet = { type: 'AddOutlet' } & OutletDetails;
export type DefineAccessType = { type: 'DefineAccessType'; accessTypeId: string; name: string; permissions: PermissionSet };
export type DeleteAccessType = { type: 'DeleteAccessType'; accessTypeId: string };
export type RegisterUser = { type: 'RegisterUser'; userId: string; profile: UserProfile; passwordHash: string; outlets: OutletAccess[] };
export type UpdateUser = { type: 'UpdateUser'; userId: string; profile: UserProfile; passwordHash?: string; outlets: OutletAccess[] };
export type ChangePassword = { type: 'ChangePassword'; userId: string; passwordHash: string };
export type DeleteUser = { type: 'DeleteUser'; userId: string };
export type RegisterSuperAdmin = { type: 'RegisterSuperAdmin'; userId: string; profile: UserProfile; passwordHash: string };

export type AccessCommand =
  | CreateGroup
  | AddOutlet
  | DefineAccessType
  | DeleteAccessType
  | RegisterUser
  | UpdateUser
  | ChangePassword
  | DeleteUser
  | RegisterSuperAdmin;
