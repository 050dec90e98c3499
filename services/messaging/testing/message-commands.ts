import type { MessageChannel } from '@covers/shared';
import type { MessageCommand } from '../messaging.decider';
import type { MessageEvent } from '../messaging.events';

export const MESSAGE_ID = '00000000-0000-4000-8000-000000000001:ping:42';

const queuedData = (channel: MessageChannel) => ({
  message_id: MESSAGE_ID,
  reservation_id: '00000000-0000-4000-8000-000000000001',
  kind: channel === 'voice' ? ('ping' as const) : ('confirmation' as const),
  channel,
  recipient: channel === 'email' ? 'mei@example.com' : '+6591234567',
  lang: 'en_US' as const,
  subject: null,
  body: 'Dear Mei Tan, …',
});

export const queueMessage = (channel: MessageChannel): MessageCommand => ({ type: 'QueueMessage', data: queuedData(channel) });
export const queued = (channel: MessageChannel): MessageEvent => ({ type: 'MessageQueued', data: queuedData(channel) });

export const handOver = (ref = 'SM1'): MessageCommand => ({
  type: 'RecordSent',
  data: { message_id: MESSAGE_ID, provider: 'twilio', provider_ref: ref },
});
export const handedOver = (ref = 'SM1'): MessageEvent => ({
  type: 'MessageSent',
  data: { message_id: MESSAGE_ID, provider: 'twilio', provider_ref: ref },
});

/** The provider's status callback, in its words. */
export const providerReports = (status: string): MessageCommand => ({
  type: 'RecordProviderStatus',
  data: { message_id: MESSAGE_ID, provider_status: status },
});

export const giveUp = (reason: string): MessageCommand => ({ type: 'RecordFailure', data: { message_id: MESSAGE_ID, reason } });
