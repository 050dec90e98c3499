import { DomainError } from '@covers/shared';
import { z } from 'zod';
import { openSeal, seal, sealingKey } from '../access';

/** What a confirmation link names: the message that carried it (its booking, its language, and the link's one use are kept under it). */
export interface ConfirmationLink {
  message_id: string;
  /** An ISO instant; after it the link is refused, as it is once the booking's time has passed. */
  expires_at: string;
}

/** How long a link stays usable after its message is written (the booking's own time may end it sooner). */
export const CONFIRMATION_LINK_DAYS = 60;

/** The console's page a link opens. */
export const CONFIRMATION_PAGE_PATH = '/confirm/';

/** Sealed with short names and the expiry in seconds: the link goes into text messages. */
const sealedSchema = z.object({ m: z.string().min(1).max(200), e: z.number().int().positive() }).strict();

/** The key confirmation links are sealed with: from the messaging secret, for this purpose only. */
export const confirmationLinkKey = (secret: string): Buffer => sealingKey('confirmation', secret);

export const sealConfirmationLink = (link: ConfirmationLink, key: Buffer): string =>
  seal({ m: link.message_id, e: Math.floor(Date.parse(link.expires_at) / 1000) }, key);

/** The link a token stands for; one not sealed with this key, or altered, is CONFIRMATION_LINK_INVALID. */
export function openConfirmationLink(token: string, key: Buffer): ConfirmationLink {
  try {
    const { m, e } = sealedSchema.parse(openSeal(token, key));
    return { message_id: m, expires_at: new Date(e * 1000).toISOString() };
  } catch {
    throw new DomainError('CONFIRMATION_LINK_INVALID');
  }
}

/** The address a message carries: the console's public page with the sealed link. */
export function confirmationUrl(publicUrl: string, messageId: string, key: Buffer, now: Date): string {
  const expires_at = new Date(now.getTime() + CONFIRMATION_LINK_DAYS * 86_400_000).toISOString();
  return new URL(CONFIRMATION_PAGE_PATH + sealConfirmationLink({ message_id: messageId, expires_at }, key), publicUrl).toString();
}
