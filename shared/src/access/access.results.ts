import type { FeatureFlags } from '../login/session';
import type { PermissionSet } from './permissions';

/** One outlet's access of a user in `uac/users`: `access_type_id: null` is Unassigned. */
export interface UacUserOutlet {
  rid: number;
  access_type_id: string | null;
  access_type: string | null;
}

export interface UacUser {
  user_uid: string;
  username: string;
  staff_name: string;
  position_title: string;
  phone: string;
  email: string;
  language: string;
  outlets: UacUserOutlet[];
}

/** GET /api/uac/users. */
export interface UacUsersResult {
  users: UacUser[];
  outlets: { rid: number; name: string; Ruid: string }[];
}

export interface UacRole {
  access_type_id: string;
  name: string;
  permissions: PermissionSet;
  is_default: boolean;
  user_count: number;
}

/** GET /api/uac/roles. */
export interface UacRolesResult {
  roles: UacRole[];
}

/** GET /api/uac/my_access: the caller at the request's outlet now (an administrator or super-admin may have changed it). */
export interface UacMyAccessResult {
  access_type: string | null;
  permissions: PermissionSet;
  feature_flags: FeatureFlags;
}
