import type { Session } from '@covers/services/access';
import { isLocale, type FeatureFlags, type SessionResult } from '@covers/shared';

/** Spec §3's stored flags. Covers has every console feature on; a group with several outlets is a group outlet. */
export function featureFlags(session: Session): FeatureFlags {
  const groups = new Set(session.outlets.map((outlet) => outlet.groupUid));
  const groupOutlets = session.outlets.length > 1 && groups.size === 1;
  return {
    new_main_features: true,
    sunsetmr_switch: false,
    is_mr: false,
    is_group_outlet: groupOutlets,
    voucher_switch: true,
    custom_table_plan_switch: true,
  };
}

export function toSessionResult(session: Session): SessionResult {
  const { user } = session;
  return {
    access_token: session.accessToken,
    access_token_expire_time: session.expiresAt,
    refresh_token: session.refreshToken,
    user: {
      user_uid: user.userId,
      username: user.username,
      staff_name: user.staffName,
      group_uid: user.groupUid ?? '',
      language: isLocale(user.language) ? user.language : 'en_US',
      super_admin: user.superAdmin,
    },
    outlets: session.outlets.map((outlet) => ({
      rid: outlet.rid,
      name: outlet.name,
      Ruid: outlet.ruid,
      country_code: outlet.countryCode,
      currency: outlet.currency,
      timezone: outlet.timezone,
      access_type: outlet.accessTypeName,
      permissions: outlet.permissions,
    })),
    feature_flags: featureFlags(session),
  };
}
