import { verifyAccessToken } from '@covers/services/access';
import { DomainError, ERROR_CODES, translate } from '@covers/shared';
import type { DataSource } from 'typeorm';

/** What a live connection knows about its user, fixed at the handshake. */
export interface SocketSession {
  userId: string;
  superAdmin: boolean;
  /** The refresh-token family the access token was issued from: revoking it ends the socket. */
  family: string;
  /** Epoch seconds: the access token's expiry, when the socket ends. */
  expiresAt: number;
  rids: number[];
  /** The last position the client saw, when it is resuming. */
  lastPosition?: number;
}

/** A refused handshake, as the client's `connect_error` sees it: `err.data = { code, message }`. */
export class HandshakeRefused extends Error {
  readonly data: { code: number; message: string };

  constructor(error: DomainError, lang: unknown) {
    const message = translate(lang, ERROR_CODES[error.code].key);
    super(message);
    this.data = { code: ERROR_CODES[error.code].code, message };
  }
}

interface HandshakeAuth {
  token?: unknown;
  lastPosition?: unknown;
  lang?: unknown;
}

export function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number };
  return payload.exp;
}

/** The outlets whose rooms a user joins: their memberships, or every outlet for a super-admin. */
export async function outletsOf(dataSource: DataSource, userId: string, superAdmin: boolean): Promise<number[]> {
  const rows: { rid: number }[] = superAdmin
    ? await dataSource.query(`SELECT rid FROM outlets ORDER BY rid`)
    : await dataSource.query(`SELECT rid FROM user_outlets WHERE user_id = $1 ORDER BY rid`, [userId]);
  return rows.map((r) => r.rid);
}

/** The user was deleted or the token's refresh family revoked (sign-out, reuse detected). */
export async function sessionRevoked(dataSource: DataSource, userId: string, family: string): Promise<boolean> {
  const [row] = await dataSource.query(
    `SELECT NOT EXISTS (SELECT 1 FROM users WHERE user_id::text = $1)
         OR EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id::text = $2 AND revoked_at IS NOT NULL) AS revoked`,
    [userId, family],
  );
  return row.revoked;
}

/** Which of these refresh-token families have been revoked (sign-out, reuse detected, password reset). */
export async function revokedFamilies(dataSource: DataSource, families: readonly string[]): Promise<string[]> {
  if (families.length === 0) return [];
  const rows: { family: string }[] = await dataSource.query(
    `SELECT DISTINCT family_id::text AS family FROM refresh_tokens WHERE family_id::text = ANY($1::text[]) AND revoked_at IS NOT NULL`,
    [[...new Set(families)]],
  );
  return rows.map((r) => r.family);
}

/** Verifies the handshake's `auth: { token, lastPosition? }`; throws HandshakeRefused. */
export async function openSession(auth: HandshakeAuth, jwtSecret: string, dataSource: DataSource): Promise<SocketSession> {
  try {
    if (typeof auth.token !== 'string') throw new DomainError('TOKEN_INVALID');
    const claims = verifyAccessToken(auth.token, jwtSecret);
    const lastPosition = auth.lastPosition === undefined || auth.lastPosition === null ? undefined : Number(auth.lastPosition);
    if (lastPosition !== undefined && !(Number.isSafeInteger(lastPosition) && lastPosition >= 0)) throw new DomainError('VALIDATION_FAILED');
    const superAdmin = claims.sa === true;
    if (await sessionRevoked(dataSource, claims.sub, claims.fam)) throw new DomainError('TOKEN_INVALID');
    return {
      userId: claims.sub,
      superAdmin,
      family: claims.fam,
      expiresAt: expiryOf(auth.token),
      rids: await outletsOf(dataSource, claims.sub, superAdmin),
      lastPosition,
    };
  } catch (error) {
    if (error instanceof DomainError) throw new HandshakeRefused(error, auth.lang);
    throw error;
  }
}
