import type { OutletCaller } from '@covers/services/access';
import type { PermissionSet } from '@covers/shared';

/** Who is calling, as the access guard established it. `outlet` is set only once membership was checked. */
export interface CurrentUser {
  userId: string;
  username: string;
  groupUid: string;
  superAdmin: boolean;
  permissions: PermissionSet;
  /** The outlet of this request, verified (the user holds membership there, or is a super-admin), as that read found it. */
  outlet?: Pick<OutletCaller, 'rid' | 'accessTypeName' | 'featureFlags'>;
}

export const CURRENT_USER_KEY = 'coversUser';
