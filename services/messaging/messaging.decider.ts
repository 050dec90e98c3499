import type { Command, Decider } from '../eventstore';
import { decideBy } from '../eventstore';
import type { MessageCommands } from './messaging.commands';
import type { MessageEvent } from './messaging.events';
import { evolveMessage, type Message } from './messaging.state';

export type MessageCommand = Command<MessageCommands>;

/** Provider words for an SMS that reached the phone, or never will. */
const SMS_DELIVERED = ['delivered', 'read'];
const SMS_FAILED = ['failed', 'undelivered'];
/** A call that was picked up ends `completed`; one that was not ends with one of these. */
const CALL_ANSWERED = ['in-progress', 'completed'];
const CALL_UNANSWERED = ['no-answer', 'busy', 'failed', 'canceled'];

/** Still waiting for its outcome: a later status may settle it; a settled message ignores any (a replayed callback changes nothing). */
const open = (message: Message) => message !== null && (message.state === 'queued' || message.state === 'sent');

const queue = (data: MessageCommands['QueueMessage'], message: Message): MessageEvent[] =>
  message ? [] : [{ type: 'MessageQueued', data }];

const recordSent = (data: MessageCommands['RecordSent'], message: Message): MessageEvent[] =>
  message?.state === 'queued' ? [{ type: 'MessageSent', data }] : [];

const returnToQueue = (data: MessageCommands['ReturnToQueue'], message: Message): MessageEvent[] =>
  message?.state === 'sent' ? [{ type: 'MessageReturned', data }] : [];

const recordFailure = (data: MessageCommands['RecordFailure'], message: Message): MessageEvent[] =>
  open(message) ? [{ type: 'MessageFailed', data }] : [];

function recordProviderStatus(data: MessageCommands['RecordProviderStatus'], message: Message): MessageEvent[] {
  if (!open(message)) return [];
  const status = data.provider_status.toLowerCase();
  const { message_id } = data;
  if (message!.channel === 'voice') {
    if (CALL_ANSWERED.includes(status)) return [{ type: 'CallAnswered', data: { message_id, provider_status: status } }];
    if (CALL_UNANSWERED.includes(status)) return [{ type: 'CallUnanswered', data: { message_id, provider_status: status } }];
    return [];
  }
  if (SMS_DELIVERED.includes(status)) return [{ type: 'MessageDelivered', data: { message_id, provider_status: status } }];
  if (SMS_FAILED.includes(status)) return [{ type: 'MessageFailed', data: { message_id, reason: status } }];
  return [];
}

/** One message's life: queued once, sent once (again only after the server refused it), settled once by what the provider reports. */
export const messageDecider: Decider<Message, MessageCommand, MessageEvent> = {
  initialState: () => null,
  decide: decideBy<MessageCommands, Message, MessageEvent>({
    QueueMessage: queue,
    RecordSent: recordSent,
    RecordFailure: recordFailure,
    ReturnToQueue: returnToQueue,
    RecordProviderStatus: recordProviderStatus,
  }),
  evolve: evolveMessage,
};
