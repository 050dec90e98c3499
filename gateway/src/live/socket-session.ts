import { outletRidsOfUser, type SignInService } from '@covers/services/access';
import { isPartyToken, outletOfQueueLink, partyIdOf, queuedParty } from '@covers/services/queue';
import { queuePartyToken } from '@covers/shared';
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
  screenToken?: unknown;
  partyToken?: unknown;
  lastPosition?: unknown;
  lang?: unknown;
}

export function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number };
  return payload.exp;
}

/**
 * Verifies the handshake's `auth: { token, lastPosition? }` as HTTP does (`SignInService.authenticate`): the
 * user, their super-admin standing and the token's refresh family come from the database, not the claims.
 * Throws HandshakeRefused.
 */
export async function openSession(auth: HandshakeAuth, signIn: SignInService, dataSource: DataSource): Promise<SocketSession> {
  try {
    if (typeof auth.token !== 'string') throw new DomainError('TOKEN_INVALID');
    const lastPosition = auth.lastPosition === undefined || auth.lastPosition === null ? undefined : Number(auth.lastPosition);
    if (lastPosition !== undefined && !(Number.isSafeInteger(lastPosition) && lastPosition >= 0))
      throw new DomainError('VALIDATION_FAILED');
    const { claims, user } = await signIn.authenticate(auth.token);
    return {
      userId: user.userId,
      superAdmin: user.superAdmin,
      family: claims.fam,
      expiresAt: expiryOf(auth.token),
      rids: await outletRidsOfUser(dataSource, user.userId, user.superAdmin),
      lastPosition,
    };
  } catch (error) {
    if (error instanceof DomainError) throw new HandshakeRefused(error, auth.lang);
    throw error;
  }
}

/** A queue status screen: the outlet its screen link opens, and the link's token (a new link ends it); null for a party's page. */
export interface ScreenSession {
  rid: number;
  token: string | null;
}

/** Verifies the handshake's `auth: { screenToken }` against the outlet's live screen link. Throws HandshakeRefused. */
export async function openScreen(auth: HandshakeAuth, dataSource: DataSource): Promise<ScreenSession> {
  const token = typeof auth.screenToken === 'string' && /^[A-Za-z0-9_-]{32}$/.test(auth.screenToken) ? auth.screenToken : null;
  const rid = token ? await outletOfQueueLink(dataSource, token, 'screen') : undefined;
  if (!token || rid === undefined) throw new HandshakeRefused(new DomainError('QUEUE_LINK_INVALID'), auth.lang);
  return { rid, token };
}

/**
 * Verifies the handshake's `auth: { partyToken }`, a party's signed status link: the party's page hears its
 * outlet's queue screens' room (that the queue changed, never what) and reads its own place again.
 */
export async function openPartyPage(auth: HandshakeAuth, dataSource: DataSource, key: Buffer): Promise<ScreenSession> {
  const token = queuePartyToken.safeParse(auth.partyToken);
  const party = token.success ? await queuedParty(dataSource, partyIdOf(token.data)) : undefined;
  if (!token.success || !party || !isPartyToken(key, party.rid, token.data))
    throw new HandshakeRefused(new DomainError('QUEUE_LINK_INVALID'), auth.lang);
  return { rid: party.rid, token: null };
}
