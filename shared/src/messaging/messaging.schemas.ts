import { z } from 'zod';
import { pageNumber, pageSizeAmong, requestSchema } from '../common/common-fields';
import { calendarDate, hasNoNul, requiredText } from '../common/form-values';
import { LOCALES } from '../i18n/locales';
import { reservationIdSchema } from '../reservations/reservations.schemas';
import {
  MAX_SMS_MESSAGE,
  MAX_STANDARD_MESSAGE,
  MAX_TEMPLATE_TITLE,
  CONFIRMATION_ANSWERS,
  MESSAGE_CHANNELS,
  MESSAGE_LOG_PAGE_SIZES,
  MESSAGE_STATES,
  MESSAGE_TEMPLATES,
  SEND_MODES,
} from './messaging.types';

/** The most fields a provider's status callback carries (Twilio sends a few dozen). */
const MAX_CALLBACK_FIELDS = 100;

/**
 * A provider's status callback, every form field as sent: the signature covers them all, so none may be dropped
 * or renamed before it is checked. Names and values are bounded, values free of NUL bytes.
 */
export const providerCallbackFields = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.invalidValue'),
    z.string().max(2000).refine(hasNoNul, 'validation.invalidValue'),
  )
  .refine((fields) => Object.keys(fields).length <= MAX_CALLBACK_FIELDS, 'validation.invalidValue');

/** Staff: the messages of one booking, each with its history. */
export const bookingMessagesRequest = requestSchema({ reservation_id: reservationIdSchema });

/**
 * Staff: the outlet's message log, newest first, a page at a time; optionally only the messages written from one day to
 * another (the outlet's days, both included), in one state, by one channel.
 */
export const messageLogRequest = requestSchema({
  page: pageNumber(),
  page_size: pageSizeAmong(MESSAGE_LOG_PAGE_SIZES),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  state: z.enum(MESSAGE_STATES, 'validation.invalidValue').optional(),
  channel: z.enum(MESSAGE_CHANNELS, 'validation.invalidValue').optional(),
}).refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'validation.invalidValue', path: ['to'] });

export type BookingMessagesRequest = z.infer<typeof bookingMessagesRequest>;
export type MessageLogRequest = z.infer<typeof messageLogRequest>;

/** Staff: save one template in one language. */
export const messageTemplateSaveRequest = requestSchema({
  template: z.enum(MESSAGE_TEMPLATES, 'validation.invalidValue'),
  language: z.enum(LOCALES, 'validation.invalidValue'),
  title: requiredText('messaging.titleRequired', MAX_TEMPLATE_TITLE),
  send_mode: z.enum(SEND_MODES, 'validation.invalidValue'),
  standard_message: requiredText('messaging.messageRequired', MAX_STANDARD_MESSAGE),
  sms_message: requiredText('messaging.messageRequired', MAX_SMS_MESSAGE),
});

/** A registered SMS sender ID: 3 to 11 letters or digits, at least one a letter. */
export const SMS_NAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9]{3,11}$/;

/** Staff: the sender settings; an empty field clears it. */
export const senderSettingsRequest = requestSchema({
  reply_to: z.union([z.literal(''), z.email('validation.invalidEmail').max(254, 'validation.tooLong')]).default(''),
  sms_name: z.union([z.literal(''), z.string().regex(SMS_NAME_PATTERN, 'messaging.smsNameRule')]).default(''),
});

export type MessageTemplateSaveRequest = z.infer<typeof messageTemplateSaveRequest>;
export type SenderSettingsRequest = z.infer<typeof senderSettingsRequest>;

/** A confirmation link's sealed token: base64url parts joined by dots. */
const confirmationToken = z
  .string({ error: 'messaging.linkInvalid' })
  .min(1, 'messaging.linkInvalid')
  .max(512, 'messaging.linkInvalid')
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'messaging.linkInvalid');

/** Public: the booking a confirmation link is for. */
export const confirmationLinkRequest = requestSchema({ token: confirmationToken });

/** Public: the diner confirms or cancels through the link, once. */
export const confirmationAnswerRequest = requestSchema({
  token: confirmationToken,
  answer: z.enum(CONFIRMATION_ANSWERS, 'validation.invalidValue'),
});

export type ConfirmationLinkRequest = z.infer<typeof confirmationLinkRequest>;
export type ConfirmationAnswerRequest = z.infer<typeof confirmationAnswerRequest>;

/** Staff: call this number (E.164, as `+6591234567`) to verify it as the outlet's voice-call number. */
export const telephoneVerifyRequest = requestSchema({
  phone: z.string('validation.invalidValue').regex(/^\+[1-9]\d{6,14}$/, 'messaging.phoneE164'),
});

export type TelephoneVerifyRequest = z.infer<typeof telephoneVerifyRequest>;
