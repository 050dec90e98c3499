import type { Locale, MessageChannel, MessageKind, MessageProvider } from '@covers/shared';
import type { DomainEvent } from '../eventstore';

export type MessageEvent =
  | DomainEvent<
      'MessageQueued',
      {
        message_id: string;
        reservation_id: string;
        kind: MessageKind;
        channel: MessageChannel;
        recipient: string;
        lang: Locale;
        subject: string | null;
        body: string;
      }
    >
  /** Handed to the provider (`outbox`: only logged, never sent). */
  | DomainEvent<'MessageSent', { message_id: string; provider: MessageProvider; provider_ref: string }>
  | DomainEvent<'MessageDelivered', { message_id: string; provider_status: string }>
  | DomainEvent<'MessageFailed', { message_id: string; reason: string }>
  | DomainEvent<'CallAnswered', { message_id: string; provider_status: string }>
  /** A ping's call nobody picked up: its text follows (spec §9). */
  | DomainEvent<'CallUnanswered', { message_id: string; provider_status: string }>;

export const MESSAGE_EVENT_TYPES: MessageEvent['type'][] = [
  'MessageQueued',
  'MessageSent',
  'MessageDelivered',
  'MessageFailed',
  'CallAnswered',
  'CallUnanswered',
];
