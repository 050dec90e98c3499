import type { Locale } from '../i18n/locales';

/** Where a message is in its life: queued, handed to the provider, then what the provider reported. */
export const MESSAGE_STATES = ['queued', 'sent', 'delivered', 'failed', 'answered', 'no_answer'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/**
 * Why a message is sent. `ping_sms` is the text a ping sends when its call is not answered (spec §9); `table_ready`
 * the text a queued party gets when it is offered a table; `capacity_alert` goes to the outlet's alert addresses, not
 * the diner: the booking it names took a service to its alert level. `marketing` goes to a diner who opted in, about no booking.
 */
export const MESSAGE_KINDS = [
  'confirmation',
  'change',
  'reminder',
  'ping',
  'ping_sms',
  'resend',
  'table_ready',
  'capacity_alert',
  'marketing',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The texts a message is written from (each with a subject, a standard message and an SMS message per language). */
export const MESSAGE_TEMPLATES = [
  'confirmation',
  'change',
  'reminder',
  'cancellation',
  'ping',
  'table_ready',
  'capacity_alert',
  'marketing',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

export const MESSAGE_CHANNELS = ['email', 'sms', 'voice'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Who carried it: an SMTP server, Twilio, or the development outbox (logged only, never sent). */
export const MESSAGE_PROVIDERS = ['smtp', 'twilio', 'outbox'] as const;
export type MessageProvider = (typeof MESSAGE_PROVIDERS)[number];

/** The words a template may insert, as `{{name}}`. */
export const TEMPLATE_INSERTS = ['diner_name', 'party_size', 'booking_number', 'booking_time', 'confirmation_link'] as const;
export type TemplateInsert = (typeof TEMPLATE_INSERTS)[number];
export type TemplateValues = Record<TemplateInsert, string>;

/** The language messages of an outlet go out in, from its country (spec §1's five languages). */
export const COUNTRY_LOCALES: Readonly<Record<string, Locale>> = { CN: 'zh_CN', ID: 'id_ID', HK: 'zh_HK', MO: 'zh_HK', TH: 'th_TH' };

/** One message to a diner, as the booking's panel and the message log show it. */
export interface MessageRow {
  message_id: string;
  /** null for a marketing message: it is about no booking. */
  reservation_id: string | null;
  /** The diner a marketing message went to (null for a booking's messages). */
  diner_id: string | null;
  kind: MessageKind;
  channel: MessageChannel;
  recipient: string;
  lang: Locale;
  subject: string | null;
  body: string;
  state: MessageState;
  provider: MessageProvider | null;
  created_at: string;
  updated_at: string;
}

export const MESSAGE_LOG_PAGE_SIZES = [10, 20, 50, 100] as const;

/** One step of a message's life, for its audit trail. */
export interface MessageStep {
  state: MessageState;
  /** The channel and recipient, the provider and its reference, or the provider's words. */
  detail: string | null;
  at: string;
}

/** How a template's automatic messages go out first (the other contact is used when the booking lacks this one). */
export const SEND_MODES = ['sms', 'email'] as const;
export type SendMode = (typeof SEND_MODES)[number];

export const MAX_TEMPLATE_TITLE = 120;
export const MAX_STANDARD_MESSAGE = 2000;
export const MAX_SMS_MESSAGE = 1000;

/** One template in one language: the outlet's own, or the default (`custom` false). */
export interface MessageTemplateText {
  template: MessageTemplate;
  language: Locale;
  title: string;
  send_mode: SendMode;
  standard_message: string;
  sms_message: string;
  custom: boolean;
}

/** Sender settings: where diners' replies to e-mail go, and the name texts come from (a registered sender ID). */
export interface SenderSettings {
  reply_to: string | null;
  sms_name: string | null;
}

/** What a diner may answer through the confirmation link of a message. */
export const CONFIRMATION_ANSWERS = ['confirm', 'cancel'] as const;
export type ConfirmationAnswer = (typeof CONFIRMATION_ANSWERS)[number];

/** The voice-call number's verification (spec §4): a call placed, the code entered on the phone, then Verified (or failed). */
export const VOICE_NUMBER_STATUSES = ['unverified', 'call_placed', 'code_entered', 'verified', 'failed'] as const;
export type VoiceNumberStatus = (typeof VOICE_NUMBER_STATUSES)[number];

/** Verification calls an outlet may have placed in one of its days. */
export const MAX_VERIFICATION_CALLS_PER_DAY = 3;
export const VERIFICATION_CODE_DIGITS = 6;

/** The voice-call number as the Sender Settings screen shows it: the code to enter while a call is on. */
export interface VoiceNumber {
  phone: string | null;
  status: VoiceNumberStatus;
  /** Shown while the call is placed, for the person answering to type on the phone's keypad. */
  code: string | null;
  calls_left: number;
}
