import { z } from 'zod';
import { requestSchema } from '../common/common-fields';
import { translate } from '../i18n';
import type { Locale } from '../i18n/locales';
import { dinerFilterRequest } from '../diners/diners.schemas';
import type { MessageTemplateText, TemplateInsert } from './messaging.types';

/** The most diners one marketing send reaches: a narrower filter sends to more in several goes. */
export const MAX_MARKETING_RECIPIENTS = 2_000;

/** A marketing message is about no booking: of the inserts, only the diner's name means something in it. */
export const MARKETING_INSERTS = ['diner_name'] as const satisfies readonly TemplateInsert[];

/** A marketing message's text as the diner gets it: ending with their unsubscribe link, in the message's language. */
export function withUnsubscribeLine(channel: 'email' | 'sms', text: string, language: Locale, link: string): string {
  return channel === 'email'
    ? `${text}\n\n${translate(language, 'messageDefaults.unsubscribe_email', { link })}`
    : `${text}\n${translate(language, 'messageDefaults.unsubscribe_sms', { link })}`;
}

const { page: _page, page_size: _pageSize, sort: _sort, order: _order, ...filter } = dinerFilterRequest.shape;

/** Staff: the Diner Directory's current search and filters, whose opted-in diners a marketing message would reach. */
export const marketingAudienceRequest = requestSchema(filter);

/** Staff: send the outlet's marketing message (its saved template) to the opted-in diners of the directory's filter. */
export const marketingSendRequest = marketingAudienceRequest;

export type MarketingAudienceRequest = z.infer<typeof marketingAudienceRequest>;

/** A diner's unsubscribe link's sealed token: base64url parts joined by dots. */
const unsubscribeToken = z
  .string({ error: 'messaging.linkInvalid' })
  .min(1, 'messaging.linkInvalid')
  .max(512, 'messaging.linkInvalid')
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'messaging.linkInvalid');

/** Public: what an unsubscribe link is for. */
export const unsubscribePageRequest = requestSchema({ token: unsubscribeToken });

/**
 * Public: unsubscribe. The page posts the token; a mail client's one-click unsubscribe (RFC 8058) posts
 * `List-Unsubscribe=One-Click` to the address of the List-Unsubscribe header, the token in its query.
 */
export const unsubscribeRequest = requestSchema({
  token: unsubscribeToken,
  'List-Unsubscribe': z.literal('One-Click', 'validation.invalidValue').optional(),
});

export type UnsubscribePageRequest = z.infer<typeof unsubscribePageRequest>;
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequest>;

/** Who a marketing message would reach, and what it says (the outlet's saved template in its language; null until saved). */
export interface MarketingAudienceResult {
  /** Diners of the filter (counted up to the directory's cap: `more` beyond it). */
  matching: number;
  more: boolean;
  /** Of them, those who opted in to marketing: the ones it goes to. */
  opted_in: number;
  /** More opted in than one send may reach (MAX_MARKETING_RECIPIENTS). */
  too_many: boolean;
  template: MessageTemplateText | null;
}

export interface MarketingSendResult {
  /** Diners this send queued the message for (those it was sent to before are not counted again). */
  queued: number;
  /** Opted-in diners of the filter who had this message already. */
  already_sent: number;
}

/** The diner's page behind an unsubscribe link, in the language of the message. */
export interface UnsubscribePageResult {
  lang: Locale;
  outlet_name: string;
  /** Still opted in to marketing messages. */
  subscribed: boolean;
}

export interface UnsubscribeResult {
  subscribed: false;
}
