import { randomInt, randomUUID } from 'node:crypto';
import { DomainError, translate } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { AccessService } from './access.service';
import { findLoginCandidates, findSessionUser, findUser, outletsOfUser, type UserOutlet, type UserRecord } from './access.queries';
import { signAccessToken, verifyAccessToken, type AccessClaims } from './access-token';
import {
  consumeOneTimeToken,
  consumeOneTimeTokenIn,
  createOneTimeToken,
  oneTimeTokenUser,
  issuedSince,
  lockIssuing,
  spendOneTimeTokens,
} from './one-time-tokens';
import { decoyPasswordHash, verifyPassword } from './password-hash';
import { familyOfRefreshToken, issueRefreshToken, revokeFamily, revokeUserTokens, rotateRefreshToken } from './refresh-tokens';
import { messagingKey, sealMessage } from './sealed-message';
import { clearSignInFailures, releaseSignInAttempt, signInLocked, takeSignInAttempt } from './sign-in-lockout';

export const VERIFICATION_CODE_TTL_SECONDS = 5 * 60;
export const RESET_LINK_TTL_SECONDS = 60 * 60;
/** A super-admin is sent at most one code in this time; asking again sooner is refused. */
export const VERIFICATION_CODE_INTERVAL_SECONDS = 60;
/**
 * An account is sent at most this many reset links in a link's lifetime; asking for more sends nothing (and, as
 * always, says nothing), so nobody can fill a user's mailbox through the forgotten-password form.
 */
export const RESET_LINKS_PER_TTL = 3;
export const MESSAGING_TOPIC = 'covers.messaging';

export interface SignInOptions {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  clock?: () => Date;
  /** Seals the code or link of each message in the outbox; whatever delivers the messages opens it with the same secret. */
  messagingSecret: string;
  /** Sees every message written to the messaging outbox (the gateway prints them outside production). */
  onMessage?: (message: OutgoingMessage) => void;
}

export interface OutgoingMessage {
  kind: 'super-admin-code' | 'password-reset-link';
  channel: 'email';
  userId: string;
  username: string;
  to: string;
  text: string;
  code?: string;
  link?: string;
}

/** An outbox row of topic MESSAGING_TOPIC: who to send what kind of message, its secret parts sealed (sealed-message.ts). */
export type OutboxMessage = Pick<OutgoingMessage, 'kind' | 'channel' | 'userId' | 'username' | 'to'> & { sealed: string };

export interface IssuedTokens {
  accessToken: string;
  expiresAt: number;
  refreshToken: string;
}

export interface Session extends IssuedTokens {
  user: UserRecord;
  outlets: UserOutlet[];
}

/** Who an access token belongs to, checked against the directory: deleted users and revoked sessions fail. */
export interface Authenticated {
  claims: AccessClaims;
  user: UserRecord;
  /** The outlet asked for, as the user sees it; undefined where they hold none (or none was asked for). */
  outlet?: UserOutlet;
}

/** Sign-in, token refresh, logout, the super-admin verification step and reset-password links. */
export class SignInService {
  private readonly clock: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly options: SignInOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
  }

  /** `rid`: the outlet the sign-in is to, when the console asks for one (the activity log records it). */
  async signIn(input: { companyId?: string; username: string; password: string; rid?: number }): Promise<Session> {
    const user = await this.checkPassword(
      { username: input.username, companyId: input.companyId, superAdmin: false },
      input.password,
      input.rid,
    );
    return this.startSession(user, 'password', input.rid);
  }

  async refresh(refreshToken: string): Promise<IssuedTokens> {
    const now = this.clock();
    const rotated = await rotateRefreshToken(this.dataSource, refreshToken, now, this.options.refreshTokenTtlSeconds);
    const user = await findUser(this.dataSource.manager, rotated.userId);
    if (!user) throw new DomainError('TOKEN_INVALID');
    return { ...this.accessToken(user, rotated.familyId, now), refreshToken: rotated.refreshToken };
  }

  /** Ends the session the access token came from (and the one of the refresh token given, if it is the user's). */
  async logout(claims: AccessClaims, refreshToken?: string): Promise<void> {
    const now = this.clock();
    await this.dataSource.transaction(async (manager) => {
      await revokeFamily(manager, claims.fam, now);
      const other = refreshToken ? await familyOfRefreshToken(manager, refreshToken, claims.sub) : undefined;
      if (other && other !== claims.fam) await revokeFamily(manager, other, now);
    });
  }

  /**
   * The one check of an access token, for HTTP, Socket.IO and y-websocket alike: super-admin comes from the directory,
   * not the claim. Given the outlet the caller acts on, the same read brings it as they see it.
   */
  async authenticate(accessToken: string, rid?: number): Promise<Authenticated> {
    const claims = verifyAccessToken(accessToken, this.options.jwtSecret);
    const session = await findSessionUser(this.dataSource.manager, claims.sub, claims.fam, rid);
    if (!session) throw new DomainError('TOKEN_INVALID');
    return { claims, ...session };
  }

  /** Step one of a super-admin sign-in: the password, then a 6-digit code sent through the messaging outbox. */
  async requestSuperAdminCode(input: { username: string; password: string }): Promise<{ verifyToken: string }> {
    const user = await this.checkPassword({ username: input.username, superAdmin: true }, input.password);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock();
    const verifyToken = await this.dataSource.transaction(async (manager) => {
      await lockIssuing(manager, 'super-admin-code', user.userId);
      const since = new Date(now.getTime() - VERIFICATION_CODE_INTERVAL_SECONDS * 1000);
      if ((await issuedSince(manager, user.userId, 'super-admin-code', since)) > 0) throw new DomainError('VERIFICATION_CODE_RECENT');
      await spendOneTimeTokens(manager, user.userId, 'super-admin-code', now);
      const token = await createOneTimeToken(manager, {
        purpose: 'super-admin-code',
        userId: user.userId,
        code,
        ttlSeconds: VERIFICATION_CODE_TTL_SECONDS,
        now,
      });
      await this.send(manager, {
        kind: 'super-admin-code',
        channel: 'email',
        userId: user.userId,
        username: user.username,
        to: user.email,
        code,
        text: translate(user.language, 'access.verificationCodeText', { code }),
      });
      return token;
    });
    return { verifyToken };
  }

  async verifySuperAdminCode(input: { verifyToken: string; code: string }): Promise<Session> {
    const userId = await consumeOneTimeToken(this.dataSource, {
      token: input.verifyToken,
      purpose: 'super-admin-code',
      code: input.code,
      now: this.clock(),
    });
    const user = userId ? await findUser(this.dataSource.manager, userId) : undefined;
    if (!user) throw new DomainError('VERIFICATION_CODE_INVALID');
    return this.startSession(user, 'code');
  }

  /** Always succeeds from the caller's point of view, so it never tells whether an account exists. */
  async requestPasswordReset(input: { companyId?: string; username?: string; email?: string }): Promise<void> {
    const candidates = await findLoginCandidates(this.dataSource.manager, { ...input, superAdmin: false });
    const superAdmins = input.companyId ? [] : await findLoginCandidates(this.dataSource.manager, { ...input, superAdmin: true });
    const users = [...candidates, ...superAdmins].filter((user) => user.email);
    if (users.length !== 1) return;
    const user = users[0];
    await this.dataSource.transaction(async (manager) => {
      await lockIssuing(manager, 'password-reset', user.userId);
      const now = this.clock();
      const since = new Date(now.getTime() - RESET_LINK_TTL_SECONDS * 1000);
      if ((await issuedSince(manager, user.userId, 'password-reset', since)) >= RESET_LINKS_PER_TTL) return;
      const token = await createOneTimeToken(manager, {
        purpose: 'password-reset',
        userId: user.userId,
        ttlSeconds: RESET_LINK_TTL_SECONDS,
        now,
      });
      const link = `/signIn_reset?token=${encodeURIComponent(token)}`;
      await this.send(manager, {
        kind: 'password-reset-link',
        channel: 'email',
        userId: user.userId,
        username: user.username,
        to: user.email,
        link,
        text: translate(user.language, 'access.resetLinkText', { link }),
      });
    });
  }

  async checkResetLink(token: string): Promise<boolean> {
    return (await oneTimeTokenUser(this.dataSource.manager, token, 'password-reset', this.clock())) !== undefined;
  }

  /**
   * Single use: the link, and every other link the user was sent, is spent and every session of the user ends in the
   * transaction that records the new password, so a reset either happens whole or leaves the link as it was.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const now = this.clock();
    const userId = await oneTimeTokenUser(this.dataSource.manager, token, 'password-reset', now);
    const user = userId ? await findUser(this.dataSource.manager, userId) : undefined;
    if (!user) throw new DomainError('RESET_LINK_INVALID');
    const metadata = { actor: user.userId, now: now.toISOString() };
    await this.access.changePassword(user.groupUid, user.userId, password, metadata, {
      alongside: async (tx) => {
        // Used meanwhile (the same link sent twice): the second reset is refused whole.
        if ((await consumeOneTimeTokenIn(tx.manager, { token, purpose: 'password-reset', now })) !== user.userId)
          throw new DomainError('RESET_LINK_INVALID');
        await spendOneTimeTokens(tx.manager, user.userId, 'password-reset', now);
        await revokeUserTokens(tx.manager, user.userId, now);
      },
    });
  }

  private async checkPassword(
    lookup: { username: string; companyId?: string; superAdmin: boolean },
    password: string,
    rid?: number,
  ): Promise<UserRecord> {
    const candidates = await findLoginCandidates(this.dataSource.manager, lookup);
    if (candidates.length === 0) await verifyPassword(password, await decoyPasswordHash());
    const now = this.clock();
    const open: UserRecord[] = [];
    for (const candidate of candidates) if (await takeSignInAttempt(this.dataSource, candidate.userId, now)) open.push(candidate);
    if (candidates.length > 0 && open.length === 0) {
      for (const candidate of candidates) await this.access.recordSignIn(candidate, { reason: 'locked' }, rid, now);
      throw signInLocked();
    }
    const matches: UserRecord[] = [];
    for (const candidate of open) {
      if (!(await verifyPassword(password, candidate.passwordHash))) {
        await releaseSignInAttempt(this.dataSource, candidate.userId);
        continue;
      }
      matches.push(candidate);
      await clearSignInFailures(this.dataSource, candidate.userId);
    }
    if (matches.length !== 1) {
      for (const candidate of open) await this.access.recordSignIn(candidate, { reason: 'wrong_password' }, rid, now);
      throw new DomainError('WRONG_CREDENTIALS');
    }
    return matches[0];
  }

  private async startSession(user: UserRecord, via: 'password' | 'code', rid?: number): Promise<Session> {
    const now = this.clock();
    const familyId = randomUUID();
    let refreshToken = '';
    await this.access.recordSignIn(user, { via }, rid, now, async (manager) => {
      refreshToken = await issueRefreshToken(manager, user.userId, familyId, now, this.options.refreshTokenTtlSeconds);
    });
    const outlets = await outletsOfUser(this.dataSource.manager, user.userId);
    return { ...this.accessToken(user, familyId, now), refreshToken, user, outlets };
  }

  private accessToken(user: UserRecord, familyId: string, now: Date) {
    const claims: AccessClaims = { sub: user.userId, gid: user.groupUid ?? '', fam: familyId };
    return signAccessToken(claims, this.options.jwtSecret, this.options.accessTokenTtlSeconds, Math.floor(now.getTime() / 1000));
  }

  /** The outbox keeps the message's secrets sealed: a database dump or the broker's log shows no code or link. */
  private async send(manager: EntityManager, message: OutgoingMessage): Promise<void> {
    const { text, code, link, ...envelope } = message;
    const row: OutboxMessage = { ...envelope, sealed: sealMessage({ text, code, link }, messagingKey(this.options.messagingSecret)) };
    await manager.query(`INSERT INTO outbox (position, topic, message_key, payload) VALUES (0, $1, $2, $3::jsonb)`, [
      MESSAGING_TOPIC,
      message.userId,
      JSON.stringify(row),
    ]);
    this.options.onMessage?.(message);
  }
}
