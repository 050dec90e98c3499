import type { Locale } from '../i18n/locales';
import type { ConfirmationAnswer, MessageRow, MessageStep, MessageTemplateText, SenderSettings } from './messaging.types';

export interface BookingMessagesResult {
  reservation_id: string;
  messages: (MessageRow & { history: MessageStep[] })[];
}

/** A message in the log, with its booking as it is now (null once the booking is gone), to link to it. */
export type MessageLogRow = MessageRow & { diner_name: string | null; booking_date: string | null };

export interface MessageLogResult {
  total: number;
  messages: MessageLogRow[];
}

export interface MessageTemplatesResult {
  templates: MessageTemplateText[];
}

export type SenderSettingsResult = SenderSettings;

/** The diner's page behind a confirmation link: their booking, in the language of the message, and the link's answer once used. */
export interface ConfirmationLinkResult {
  lang: Locale;
  outlet_name: string;
  diner_name: string;
  party_size: number;
  /** In the outlet's wall-clock time and the message's language. */
  booking_time: string;
  answered: ConfirmationAnswer | null;
  /** Unused and past its expiry or the booking's time: it can no longer be used. */
  expired: boolean;
}

export interface ConfirmationAnswerResult {
  answered: ConfirmationAnswer;
}
