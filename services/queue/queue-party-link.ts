import { createHmac, timingSafeEqual } from 'node:crypto';
import { sealingKey } from '../access';

/** The key party status links are signed with: from the configured secret, for this purpose only. */
export const queuePartyKey = (secret: string): Buffer => sealingKey('queue-party', secret);

const signature = (key: Buffer, rid: number, reservationId: string) =>
  createHmac('sha256', key).update(`${rid}:${reservationId}`).digest().subarray(0, 16).toString('base64url');

/** A party's status link token: its booking id and the outlet's signature of it, `<reservation_id>.<signature>`. */
export const queuePartyToken = (key: Buffer, rid: number, reservationId: string) =>
  `${reservationId}.${signature(key, rid, reservationId)}`;

/** The booking id a token names, to be looked up before its signature is checked against the party's outlet. */
export const partyIdOf = (token: string) => token.split('.')[0];

/** Whether the token was signed for this party of this outlet (a forged or altered one is not). */
export function isPartyToken(key: Buffer, rid: number, token: string): boolean {
  const [reservationId, signed] = token.split('.');
  const expected = Buffer.from(signature(key, rid, reservationId));
  const given = Buffer.from(signed ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
