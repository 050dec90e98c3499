import type { FeatureFlags, PermissionSet } from '@covers/shared';

/** Who is calling, as the access guard established it. `rid` is set only once membership was checked. */
export interface CurrentUser {
  userId: string;
  username: string;
  groupUid: string;
  superAdmin: boolean;
  /** The outlet of this request, verified: the user holds membership there (or is a super-admin). */
  rid?: number;
  /** null = Unassigned at this outlet. */
  accessTypeName?: string | null;
  permissions: PermissionSet;
  /** The outlet's feature flags, read with its membership. */
  featureFlags?: FeatureFlags;
}

export const CURRENT_USER_KEY = 'coversUser';
