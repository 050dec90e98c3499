import type { Locale, SendMode } from '@covers/shared';
import type { Command, DomainEvent } from '../../eventstore';

/** The outlet's marketing message as staff saved it: what each diner's message is written from. */
export interface MarketingText {
  /** The position of the template's save: one marketing message, however often it is sent. */
  revision: number;
  language: Locale;
  title: string;
  send_mode: SendMode;
  standard_message: string;
  sms_message: string;
}

/**
 * Staff sent a marketing message to these opted-in diners (stream `marketing-<rid>-<revision>`): only diners it was
 * not sent to before, so each diner gets each message once.
 */
export type MarketingEvent = DomainEvent<'MarketingMessageRequested', MarketingText & { diner_ids: string[] }>;

export const MARKETING_EVENT_TYPES: MarketingEvent['type'][] = ['MarketingMessageRequested'];

export interface MarketingCommands {
  /** Send the message to the opted-in diners of a filter. */
  RequestMarketingMessage: MarketingText & { diner_ids: string[] };
}
export type MarketingCommand = Command<MarketingCommands>;

/** One marketing message's stream: per outlet and saved template. */
export const marketingStream = (rid: number, revision: number) => `marketing-${rid}-${revision}`;
