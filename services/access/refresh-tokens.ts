import { DomainError } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { hashSecret, newSecretToken } from './secret-token';

interface RefreshTokenRow {
  family_id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

export async function issueRefreshToken(
  manager: EntityManager,
  userId: string,
  familyId: string,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const token = newSecretToken();
  // Expired tokens can no longer be replayed, so they need not be kept for reuse detection.
  await manager.query(`DELETE FROM refresh_tokens WHERE user_id = $1 AND expires_at < $2`, [userId, now]);
  await manager.query(`INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)`, [
    hashSecret(token),
    familyId,
    userId,
    new Date(now.getTime() + ttlSeconds * 1000),
    now,
  ]);
  return token;
}

export async function revokeFamily(manager: EntityManager, familyId: string, now: Date): Promise<void> {
  await manager.query(`UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL`, [familyId, now]);
}

/** Signs the user out everywhere: every family they hold is revoked, so their access tokens stop working too. */
export async function revokeUserTokens(manager: EntityManager, userId: string, now: Date): Promise<void> {
  await manager.query(`UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`, [userId, now]);
}

export async function familyOfRefreshToken(manager: EntityManager, token: string, userId: string): Promise<string | undefined> {
  const rows: { family_id: string }[] = await manager.query(`SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND user_id = $2`, [
    hashSecret(token),
    userId,
  ]);
  return rows[0]?.family_id;
}

/**
 * How long a rotated token may be presented again: two tabs sharing one token refresh at once, and the one
 * served second must not end the session the first just renewed (OAuth servers call it a reuse interval).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/**
 * Single-use rotation. A token presented a second time means it was copied: the whole family is revoked
 * (committed before the refusal is answered), so the thief's and the owner's sessions both end. Within
 * REFRESH_REUSE_GRACE_SECONDS of its rotation it is the same client racing itself: it gets another token
 * of the same family, and the family lives on.
 */
export async function rotateRefreshToken(
  dataSource: DataSource,
  token: string,
  now: Date,
  ttlSeconds: number,
): Promise<{ userId: string; familyId: string; refreshToken: string }> {
  const outcome = await dataSource.transaction(async (manager) => {
    const rows: RefreshTokenRow[] = await manager.query(
      `SELECT family_id, user_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [hashSecret(token)],
    );
    const row = rows[0];
    if (!row || row.revoked_at || new Date(row.expires_at) <= now) return undefined;
    const inGrace = row.used_at !== null && now.getTime() - new Date(row.used_at).getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (row.used_at && !inGrace) {
      await revokeFamily(manager, row.family_id, now);
      return undefined;
    }
    const users: unknown[] = await manager.query(`SELECT 1 FROM users WHERE user_id = $1`, [row.user_id]);
    if (users.length === 0) return undefined;
    if (!row.used_at) await manager.query(`UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1`, [hashSecret(token), now]);
    const refreshToken = await issueRefreshToken(manager, row.user_id, row.family_id, now, ttlSeconds);
    return { userId: row.user_id, familyId: row.family_id, refreshToken };
  });
  if (!outcome) throw new DomainError('TOKEN_INVALID');
  return outcome;
}

/** Which of these refresh-token families have been revoked (sign-out, reuse detected, password reset). */
export async function revokedFamilies(db: DataSource | EntityManager, families: readonly string[]): Promise<string[]> {
  if (families.length === 0) return [];
  const rows: { family: string }[] = await db.query(
    `SELECT DISTINCT family_id::text AS family FROM refresh_tokens WHERE family_id::text = ANY($1::text[]) AND revoked_at IS NOT NULL`,
    [[...new Set(families)]],
  );
  return rows.map((r) => r.family);
}
