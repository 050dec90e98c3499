import type { ConfirmationAnswer, LeadTimes, Locale, MessageProvider, MessageRow, MessageTemplate, SendMode } from '@covers/shared';
import type { DomainEvent } from '../eventstore';

export type MessageEvent =
  | DomainEvent<
      'MessageQueued',
      Pick<MessageRow, 'message_id' | 'reservation_id' | 'kind' | 'channel' | 'recipient' | 'lang' | 'subject' | 'body'> & {
        /** Sender settings when it was written: replies to e-mail go here; texts come from this name. */
        reply_to?: string | null;
        sender_name?: string | null;
        /** A marketing message's diner, and the one-click unsubscribe address its e-mail's List-Unsubscribe header gives (RFC 8058). */
        diner_id?: string | null;
        list_unsubscribe?: string | null;
      }
    >
  /** Handed to the provider (`outbox`: only logged, never sent). */
  | DomainEvent<'MessageSent', { message_id: string; provider: MessageProvider; provider_ref: string }>
  /** The SMTP server refused at the end of the data a mail recorded sent as it was handed over: queued for another try. */
  | DomainEvent<'MessageReturned', { message_id: string; reason: string }>
  | DomainEvent<'MessageDelivered', { message_id: string; provider_status: string }>
  | DomainEvent<'MessageFailed', { message_id: string; reason: string }>
  | DomainEvent<'CallAnswered', { message_id: string; provider_status: string }>
  /** A ping's call nobody picked up: its text follows (spec §9). */
  | DomainEvent<'CallUnanswered', { message_id: string; provider_status: string }>;

export const MESSAGE_EVENT_TYPES: MessageEvent['type'][] = [
  'MessageQueued',
  'MessageSent',
  'MessageReturned',
  'MessageDelivered',
  'MessageFailed',
  'CallAnswered',
  'CallUnanswered',
];

/** An outlet's message settings (stream `messagesettings-<rid>`): its own templates and its sender settings. */
export type MessageSettingsEvent =
  | DomainEvent<
      'MessageTemplateSaved',
      { template: MessageTemplate; language: Locale; title: string; send_mode: SendMode; standard_message: string; sms_message: string }
    >
  | DomainEvent<'SenderSettingsSaved', { reply_to: string | null; sms_name: string | null }>
  | DomainEvent<'LeadTimesSaved', LeadTimes>;

export const MESSAGE_SETTINGS_EVENT_TYPES: MessageSettingsEvent['type'][] = [
  'MessageTemplateSaved',
  'SenderSettingsSaved',
  'LeadTimesSaved',
];

/** A confirmation link's one use (stream `confirmationlink-<message id>`), written with the booking's change it made. */
export type ConfirmationLinkEvent = DomainEvent<
  'ConfirmationLinkUsed',
  { message_id: string; reservation_id: string; answer: ConfirmationAnswer }
>;

export const CONFIRMATION_LINK_EVENT_TYPES: ConfirmationLinkEvent['type'][] = ['ConfirmationLinkUsed'];
