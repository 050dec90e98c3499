import type { PermissionSet } from '@covers/shared';

/** The session result of do_login and verify_code (docs/api/login.md). */
export interface SignInResult extends Tokens {
  user: SessionUser;
  outlets: Outlet[];
  feature_flags: Partial<Record<FeatureFlag, boolean>>;
}

export interface Tokens {
  access_token: string;
  /** Epoch seconds, from the server. */
  access_token_expire_time: number;
  refresh_token: string;
}

export interface SessionUser {
  user_uid: string;
  username: string;
  staff_name: string;
  group_uid: string;
  language: string;
  super_admin: boolean;
}

export interface Outlet {
  rid: number;
  name: string;
  Ruid: string;
  country_code: string;
  currency: string;
  timezone: string;
  access_type: string | null;
  permissions: PermissionSet;
}

/** Spec §3: the feature flags the session cookies carry. */
export const FEATURE_FLAGS = ['new_main_features', 'sunsetmr_switch', 'is_mr', 'is_group_outlet', 'voucher_switch', 'custom_table_plan_switch'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
