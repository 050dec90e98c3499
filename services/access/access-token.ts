import { DomainError } from '@covers/shared';
import jwt from 'jsonwebtoken';
import { createSecretKey, type KeyObject } from 'node:crypto';

/**
 * Claims of an access token: the user, their group, the refresh-token family it was issued from. Whether the
 * user is a super-admin is not a claim: every check reads it from the directory.
 */
export interface AccessClaims {
  sub: string;
  gid: string;
  fam: string;
}

export interface IssuedAccessToken {
  accessToken: string;
  /** Epoch seconds, as spec §7's access_token_expire_time. */
  expiresAt: number;
}

const secretKeys = new Map<string, KeyObject>();

/** The secret as a key, made once: given a string, jsonwebtoken tries to read it as a public key first, on every call. */
function secretKey(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) secretKeys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

export function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds: number, nowSeconds: number): IssuedAccessToken {
  const expiresAt = nowSeconds + ttlSeconds;
  const accessToken = jwt.sign({ ...claims, iat: nowSeconds, exp: expiresAt }, secretKey(secret), { algorithm: 'HS256' });
  return { accessToken, expiresAt };
}

/** 43165 when the token has expired, -500001 when it is not ours or is malformed. */
export function verifyAccessToken(token: string, secret: string): AccessClaims {
  try {
    const claims = jwt.verify(token, secretKey(secret), { algorithms: ['HS256'] }) as jwt.JwtPayload & AccessClaims;
    if (typeof claims.sub !== 'string' || typeof claims.gid !== 'string' || typeof claims.fam !== 'string')
      throw new DomainError('TOKEN_INVALID');
    return { sub: claims.sub, gid: claims.gid, fam: claims.fam };
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) throw new DomainError('TOKEN_EXPIRED');
    throw new DomainError('TOKEN_INVALID');
  }
}
