import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** What only the mailer may read of a message: its text and the code or link in it. */
export interface MessageSecret {
  text: string;
  code?: string;
  link?: string;
}

/** A 256-bit key for one purpose (`messaging`, `feedback`, …) from a configured secret: a seal of one purpose opens with no other. */
export const sealingKey = (purpose: string, secret: string): Buffer => createHash('sha256').update(`covers.${purpose}:${secret}`).digest();

/** A 256-bit key from the configured messaging secret, shared with whatever delivers the messages. */
export const messagingKey = (secret: string): Buffer => sealingKey('messaging', secret);

/** A JSON value sealed with AES-256-GCM (secret and tamper-evident): `iv.ciphertext.tag`, base64url parts. */
export function seal(value: unknown, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The value a seal holds; throws when the key is wrong, the seal was tampered with or is no seal at all. */
export function openSeal(sealed: string, key: Buffer): unknown {
  const [iv, body, tag, ...rest] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag || rest.length > 0 || iv.length !== 12 || tag.length !== 16) throw new Error('Not a seal');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'));
}

export const sealMessage = (secret: MessageSecret, key: Buffer): string => seal(secret, key);

/** The mailer's side of sealMessage; throws when the key is wrong or the seal was tampered with. */
export const openSealedMessage = (sealed: string, key: Buffer): MessageSecret => openSeal(sealed, key) as MessageSecret;
