import { FEATURE_FLAGS, SESSION_COOKIES, type SessionResult } from '@covers/shared';
import type { CookieOptions, Response } from 'express';
import type { GatewayConfig } from '../config/config';

const cookieOptions = (config: GatewayConfig): CookieOptions => ({
  httpOnly: false,
  sameSite: 'lax',
  secure: config.production,
  path: '/',
  maxAge: config.refreshTokenTtlSeconds * 1000,
});

/** Spec §3's session cookies, readable by the client; tokens never go in cookies. */
export function setSessionCookies(res: Response, session: SessionResult, config: GatewayConfig): void {
  const outlet = session.outlets[0];
  const values: Record<string, string> = {
    username: session.user.username,
    rid: outlet ? String(outlet.rid) : '',
    language: session.user.language,
    group_uid: session.user.group_uid,
    country_code: outlet?.country_code ?? '',
    Ruid: outlet?.Ruid ?? '',
  };
  for (const flag of FEATURE_FLAGS) values[flag] = String(session.feature_flags[flag]);
  for (const [name, value] of Object.entries(values)) res.cookie(name, value, cookieOptions(config));
}

export function clearSessionCookies(res: Response, config: GatewayConfig): void {
  const { maxAge: _maxAge, ...options } = cookieOptions(config);
  for (const name of [...SESSION_COOKIES, ...FEATURE_FLAGS]) res.clearCookie(name, options);
}
