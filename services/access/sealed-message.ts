import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** What only the mailer may read of a message: its text and the code or link in it. */
export interface MessageSecret {
  text: string;
  code?: string;
  link?: string;
}

/** A 256-bit key from the configured messaging secret, shared with whatever delivers the messages. */
export const messagingKey = (secret: string): Buffer => createHash('sha256').update(`covers.messaging:${secret}`).digest();

/** AES-256-GCM: `iv.ciphertext.tag`, base64url parts. */
export function sealMessage(secret: MessageSecret, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(secret), 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The mailer's side of sealMessage; throws when the key is wrong or the seal was tampered with. */
export function openSealedMessage(sealed: string, key: Buffer): MessageSecret {
  const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as MessageSecret;
}
