import type { EventMetadata, EventStore, RecordedEvent } from '../eventstore';
import { handleCommand } from '../eventstore';
import type { Channels } from './channels/channel';
import { confirmationLinkKey } from './confirmation-link';
import { composeMessage, type ConfirmationLinking } from './message-composer';
import type { DeliveryRequest } from './delivery-queue';
import { composeMarketingMessage, type UnsubscribeLinking } from './marketing/marketing-composer';
import { isMarketingRequest } from './marketing/marketing-requests';
import { unsubscribeLinkKey } from './marketing/unsubscribe-link';
import { messageDecider } from './messaging.decider';
import type { MessageEvent } from './messaging.events';
import { messageStream } from './messaging.streams';

export interface DeliveryOptions {
  /** The gateway's public address: providers call its status webhook there. */
  publicUrl: string;
  /** Seals the confirmation links messages carry (the messaging secret). */
  linkSecret: string;
  clock: () => Date;
}

type Queued = Extract<MessageEvent, { type: 'MessageQueued' }>['data'];

export const statusCallbackPath = '/api/messaging/status';

/**
 * Delivers one message: writes it once (its stream is named by its idempotency key), then sends it once. The send
 * happens holding the message's stream lock and is recorded in that same transaction, so two workers never send
 * one message; a worker killed between the send and the commit leaves it queued, and the retry hands the provider
 * the same idempotency key.
 */
export class MessageDelivery {
  private readonly linking: ConfirmationLinking;
  private readonly unsubscribing: UnsubscribeLinking;

  constructor(
    private readonly store: EventStore,
    private readonly channels: Channels,
    private readonly options: DeliveryOptions,
  ) {
    this.linking = { publicUrl: options.publicUrl, key: confirmationLinkKey(options.linkSecret) };
    this.unsubscribing = { publicUrl: options.publicUrl, key: unsubscribeLinkKey(options.linkSecret) };
  }

  async deliver(request: DeliveryRequest, lastAttempt: boolean): Promise<void> {
    const streamId = messageStream(request.message_id);
    if ((await this.store.streamVersion(streamId)) === 0) {
      const composed = isMarketingRequest(request)
        ? await composeMarketingMessage(this.store.dataSource, request, this.unsubscribing)
        : await composeMessage(this.store.dataSource, request, this.options.clock(), this.linking);
      if (!composed) return;
      await handleCommand(
        this.store,
        messageDecider,
        { streamId, rid: request.rid },
        { type: 'QueueMessage', data: composed },
        this.metadata(),
      );
    }
    await this.store.withStreamsLocked([streamId], async (tx) => {
      const history = (await tx.readStream(streamId)) as RecordedEvent<MessageEvent>[];
      if (history.length !== 1) return;
      const message = history[0].data as Queued;
      const events = await this.send(message, lastAttempt);
      if (events.length > 0) await tx.append(streamId, 1, events, { rid: request.rid, metadata: this.metadata() });
    });
  }

  private async send(message: Queued, lastAttempt: boolean): Promise<MessageEvent[]> {
    const channel = this.channels.byChannel[message.channel];
    const callback = new URL(statusCallbackPath, this.options.publicUrl);
    callback.searchParams.set('message_id', message.message_id);
    try {
      const ref = await channel.send({
        messageId: message.message_id,
        to: message.recipient,
        subject: message.subject,
        body: message.body,
        language: message.lang.replace('_', '-'),
        replyTo: message.reply_to ?? null,
        senderName: message.sender_name ?? null,
        statusCallback: callback.toString(),
        listUnsubscribe: message.list_unsubscribe ?? null,
      });
      return [{ type: 'MessageSent', data: { message_id: message.message_id, provider: channel.provider, provider_ref: ref } }];
    } catch (error) {
      if (!lastAttempt) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      return [{ type: 'MessageFailed', data: { message_id: message.message_id, reason: reason.slice(0, 500) } }];
    }
  }

  private metadata(): EventMetadata {
    return { actor: 'system', now: this.options.clock().toISOString() };
  }
}
