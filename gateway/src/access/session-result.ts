import type { Session } from '@covers/services/access';
import { defaultFeatureFlags, isLocale, type SessionResult } from '@covers/shared';

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
      feature_flags: outlet.featureFlags,
    })),
    // Spec §3 stores one set of flags: the first outlet's, as the rid cookie names it.
    feature_flags: session.outlets[0]?.featureFlags ?? defaultFeatureFlags(false),
  };
}
