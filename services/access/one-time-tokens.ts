import { createHmac } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { hashSecret, newSecretToken } from './secret-token';

export type OneTimePurpose = 'super-admin-code' | 'password-reset';
export const MAX_CODE_ATTEMPTS = 5;

const codeHash = (token: string, code: string) => createHmac('sha256', token).update(code).digest('base64url');

interface OneTimeRow {
  user_id: string;
  code_hash: string | null;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

/** A single-use token (a reset link, or a verification step with its code); only hashes are stored. */
export async function createOneTimeToken(
  manager: EntityManager,
  input: { purpose: OneTimePurpose; userId: string; code?: string; ttlSeconds: number; now: Date },
): Promise<string> {
  const token = newSecretToken();
  await manager.query(`DELETE FROM one_time_tokens WHERE user_id = $1 AND expires_at < $2`, [input.userId, input.now]);
  await manager.query(
    `INSERT INTO one_time_tokens (token_hash, purpose, user_id, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      hashSecret(token),
      input.purpose,
      input.userId,
      input.code === undefined ? null : codeHash(token, input.code),
      new Date(input.now.getTime() + input.ttlSeconds * 1000),
      input.now,
    ],
  );
  return token;
}

/** Spends every outstanding token of the user for this purpose: a newer code, or a reset, ends the older ones. */
export async function spendOneTimeTokens(manager: EntityManager, userId: string, purpose: OneTimePurpose, now: Date): Promise<void> {
  await manager.query(`UPDATE one_time_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [
    userId,
    purpose,
    now,
  ]);
}

/** Issuing tokens of this purpose to the user, one at a time across gateway processes, until the transaction ends. */
export async function lockIssuing(manager: EntityManager, purpose: OneTimePurpose, userId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${purpose}:${userId}`]);
}

/** How many tokens of this purpose the user was issued since `since`. */
export async function issuedSince(manager: EntityManager, userId: string, purpose: OneTimePurpose, since: Date): Promise<number> {
  const [row]: { count: string }[] = await manager.query(
    `SELECT count(*) AS count FROM one_time_tokens WHERE user_id = $1 AND purpose = $2 AND created_at > $3`,
    [userId, purpose, since],
  );
  return Number(row.count);
}

const usable = (row: OneTimeRow | undefined, now: Date): row is OneTimeRow =>
  !!row && !row.used_at && new Date(row.expires_at) > now && row.attempts < MAX_CODE_ATTEMPTS;

/** The user of a token still usable, without using it up; undefined when it is unknown, used, expired or out of attempts. */
export async function oneTimeTokenUser(
  manager: EntityManager,
  token: string,
  purpose: OneTimePurpose,
  now: Date,
): Promise<string | undefined> {
  const rows: OneTimeRow[] = await manager.query(
    `SELECT user_id, code_hash, attempts, expires_at, used_at FROM one_time_tokens WHERE token_hash = $1 AND purpose = $2`,
    [hashSecret(token), purpose],
  );
  return usable(rows[0], now) ? rows[0].user_id : undefined;
}

/**
 * Uses the token up and answers its user, or undefined when it is unknown, used, expired or out of attempts.
 * With a code, a wrong code spends one attempt and leaves the token unused.
 */
export function consumeOneTimeToken(dataSource: DataSource, input: OneTimeUse): Promise<string | undefined> {
  return dataSource.transaction((manager) => consumeOneTimeTokenIn(manager, input));
}

interface OneTimeUse {
  token: string;
  purpose: OneTimePurpose;
  code?: string;
  now: Date;
}

/** consumeOneTimeToken in a transaction of the caller's (a password's change, which the link's use must commit with). */
export async function consumeOneTimeTokenIn(manager: EntityManager, input: OneTimeUse): Promise<string | undefined> {
  const key = hashSecret(input.token);
  const rows: OneTimeRow[] = await manager.query(
    `SELECT user_id, code_hash, attempts, expires_at, used_at FROM one_time_tokens WHERE token_hash = $1 AND purpose = $2 FOR UPDATE`,
    [key, input.purpose],
  );
  const row = rows[0];
  if (!usable(row, input.now)) return undefined;
  if (row.code_hash !== null && codeHash(input.token, input.code ?? '') !== row.code_hash) {
    await manager.query(`UPDATE one_time_tokens SET attempts = attempts + 1 WHERE token_hash = $1`, [key]);
    return undefined;
  }
  await manager.query(`UPDATE one_time_tokens SET used_at = $2 WHERE token_hash = $1`, [key, input.now]);
  return row.user_id;
}
