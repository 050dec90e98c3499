import { DomainError } from '@covers/shared';
import { z } from 'zod';
import { openSeal, seal, sealingKey } from '../access';

/** What a feedback link names: the outlet and the booking. */
export interface FeedbackLink {
  rid: number;
  reservation_id: string;
}

const linkSchema = z.object({ rid: z.number().int().positive(), reservation_id: z.string().uuid() }).strict();

/** The key feedback links are sealed with: from the messaging secret, for this purpose only. */
export const feedbackLinkKey = (secret: string): Buffer => sealingKey('feedback', secret);

export const sealFeedbackLink = (link: FeedbackLink, key: Buffer): string => seal(link, key);

/** The outlet and booking a token names; a token not sealed with this key, or altered, is FEEDBACK_LINK_INVALID. */
export function openFeedbackLink(token: string, key: Buffer): FeedbackLink {
  try {
    return linkSchema.parse(openSeal(token, key));
  } catch {
    throw new DomainError('FEEDBACK_LINK_INVALID');
  }
}
