import type { PermissionSet } from '../access/permissions';
import type { Locale } from '../i18n/locales';

/** Session cookies of spec §3, readable by the client. */
export const SESSION_COOKIES = ['username', 'rid', 'language', 'group_uid', 'country_code', 'Ruid'] as const;
export const FEATURE_FLAGS = [
  'new_main_features',
  'sunsetmr_switch',
  'is_mr',
  'is_group_outlet',
  'voucher_switch',
  'custom_table_plan_switch',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export interface SessionOutlet {
  rid: number;
  name: string;
  Ruid: string;
  country_code: string;
  currency: string;
  timezone: string;
  /** null = Unassigned (or a super-admin, who holds every permission). */
  access_type: string | null;
  permissions: PermissionSet;
}

export interface SessionUser {
  user_uid: string;
  username: string;
  staff_name: string;
  group_uid: string;
  language: Locale;
  super_admin: boolean;
}

export interface RefreshResult {
  access_token: string;
  /** Epoch seconds. */
  access_token_expire_time: number;
  refresh_token: string;
}

/** What do_login and verify_code answer. */
export interface SessionResult extends RefreshResult {
  user: SessionUser;
  outlets: SessionOutlet[];
  feature_flags: FeatureFlags;
}
