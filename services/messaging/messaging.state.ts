import type { MessageChannel, MessageState } from '@covers/shared';
import type { MessageEvent } from './messaging.events';

/** A message as its decisions need it: null until queued. */
export type Message = { state: MessageState; channel: MessageChannel; providerRef: string | null } | null;

/** The state each event leaves a message in. */
export const STATE_AFTER: Record<MessageEvent['type'], MessageState> = {
  MessageQueued: 'queued',
  MessageSent: 'sent',
  MessageDelivered: 'delivered',
  MessageFailed: 'failed',
  CallAnswered: 'answered',
  CallUnanswered: 'no_answer',
};

export function evolveMessage(message: Message, event: MessageEvent): Message {
  if (event.type === 'MessageQueued') return { state: 'queued', channel: event.data.channel, providerRef: null };
  if (!message) return message;
  const providerRef = event.type === 'MessageSent' ? event.data.provider_ref : message.providerRef;
  return { ...message, state: STATE_AFTER[event.type], providerRef };
}
