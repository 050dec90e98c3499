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

/** An outlet's flags until a super-admin sets them: every console feature on; a group of several outlets is a group outlet. */
export function defaultFeatureFlags(groupOutlet: boolean): FeatureFlags {
  return {
    new_main_features: true,
    sunsetmr_switch: false,
    is_mr: false,
    is_group_outlet: groupOutlet,
    voucher_switch: true,
    custom_table_plan_switch: true,
  };
}

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
  /** Spec §3's stored flags at this outlet, set by a super-admin. */
  feature_flags: FeatureFlags;
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
  /** The first outlet's flags (the cookies'); each outlet carries its own. */
  feature_flags: FeatureFlags;
}
