import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer secret: 32 random bytes; only its SHA-256 is stored. */
export const newSecretToken = () => randomBytes(32).toString('base64url');
export const hashSecret = (value: string) => createHash('sha256').update(value).digest('base64url');
