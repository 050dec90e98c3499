import { DomainError, isLocale, type Locale } from '@covers/shared';
import { z } from 'zod';
import { openSeal, seal, sealingKey } from '../../access';

/** What an unsubscribe link names: the diner, the outlet that wrote to them, the message's language and revision. */
export interface UnsubscribeLink {
  diner_id: string;
  rid: number;
  lang: Locale;
  /** The marketing message (its template's revision) that carried the link. */
  revision: number;
}

/** The console's page a link opens. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe/';
/** Where a mail client posts its one-click unsubscribe (RFC 8058), the token in the query. */
export const UNSUBSCRIBE_API_PATH = '/api/messaging/unsubscribe';

/** Sealed with short names: the link goes into text messages too. */
const sealedSchema = z
  .object({ d: z.string().uuid(), r: z.number().int().positive(), l: z.string().refine(isLocale), v: z.number().int().positive() })
  .strict();

/** The key unsubscribe links are sealed with: from the messaging secret, for this purpose only. */
export const unsubscribeLinkKey = (secret: string): Buffer => sealingKey('unsubscribe', secret);

/** No expiry: a diner may unsubscribe from any marketing message they kept. */
export const sealUnsubscribeLink = (link: UnsubscribeLink, key: Buffer): string =>
  seal({ d: link.diner_id, r: link.rid, l: link.lang, v: link.revision }, key);

/** The link a token stands for; one not sealed with this key, or altered, is UNSUBSCRIBE_LINK_INVALID. */
export function openUnsubscribeLink(token: string, key: Buffer): UnsubscribeLink {
  try {
    const { d, r, l, v } = sealedSchema.parse(openSeal(token, key));
    return { diner_id: d, rid: r, lang: l as Locale, revision: v };
  } catch {
    throw new DomainError('UNSUBSCRIBE_LINK_INVALID');
  }
}

/** The two addresses a marketing message carries: the diner's page, and the one-click address of its List-Unsubscribe header. */
export function unsubscribeUrls(publicUrl: string, link: UnsubscribeLink, key: Buffer): { page: string; oneClick: string } {
  const token = sealUnsubscribeLink(link, key);
  const oneClick = new URL(UNSUBSCRIBE_API_PATH, publicUrl);
  oneClick.searchParams.set('token', token);
  return { page: new URL(UNSUBSCRIBE_PAGE_PATH + token, publicUrl).toString(), oneClick: oneClick.toString() };
}
