import type { MessageProvider } from '@covers/shared';
import type { EventMetadata, EventStore, StreamTransaction } from '../eventstore';
import { ConcurrencyError, handleCommand } from '../eventstore';
import type { Channels, OutgoingMessage } from './channels/channel';
import { confirmationLinkKey } from './confirmation-link';
import type { DeliveryRequest } from './delivery-queue';
import { composeMarketingMessage, type UnsubscribeLinking } from './marketing/marketing-composer';
import { isMarketingRequest } from './marketing/marketing-requests';
import { unsubscribeLinkKey } from './marketing/unsubscribe-link';
import { composeMessages, type ConfirmationLinking } from './message-composer';
import type { MessageRequest } from './message-requests';
import { messageDecider, type MessageCommand } from './messaging.decider';
import type { MessageEvent } from './messaging.events';
import { evolveMessage } from './messaging.state';
import { messageStream } from './messaging.streams';
import { MicroBatch } from './micro-batch';

export interface DeliveryOptions {
  /** The gateway's public address: providers call its status webhook there. */
  publicUrl: string;
  /** Seals the confirmation links messages carry (the messaging secret). */
  linkSecret: string;
  clock: () => Date;
}

type Queued = Extract<MessageEvent, { type: 'MessageQueued' }>['data'];
/** A message waiting to be sent, and its stream's version the send is recorded at. */
interface Waiting {
  message: Queued;
  version: number;
}

export const statusCallbackPath = '/api/messaging/status';

/** What a failed send's history line keeps of its error. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** The most messages composed and queued in one transaction. */
const QUEUE_BATCH = 100;
/** Tries of a batch whose messages another worker wrote meanwhile (each try reads them back). */
const QUEUE_TRIES = 3;
/** The most texts and calls sent and recorded in one transaction. */
const KEYED_BATCH = 50;

/** A text's or call's send: recorded sent, or the error it failed with. */
type SendOutcome = { failed: false } | { failed: true; error: unknown };
interface KeyedSend extends Waiting {
  rid: number;
}

/**
 * Delivers messages, each once: a message is written once (its stream is named by its idempotency key), then sent
 * once, holding its stream's lock, in a transaction that records the send.
 *
 * Jobs running side by side are queued together: their bookings and outlets' settings are read once and their
 * messages written in one transaction. Each e-mail is then sent on its own, so one slow SMTP server holds up no other
 * mail; texts and calls going out together are sent side by side and recorded in one transaction (one commit instead
 * of one each: under load the round trips to the database were most of a worker's time).
 *
 * A worker killed mid-send leaves the message queued and its job is tried again. Where the provider takes the
 * idempotency key (SMS, voice), the retry is harmless: the provider hands back the message it already has. SMTP has
 * no such key, and nothing tells a retry whether the server took a mail its worker sent before it died. So the send is
 * recorded before it starts, and the COMMIT goes out in the same turn of the event loop as the mail's final dot, not
 * after the server's answer: a worker killed before that turn sent no whole mail (the server drops it) and recorded
 * nothing, one killed after it recorded the mail it sent. A server refusing the mail at its end returns it to the
 * queue for another try.
 */
export class MessageDelivery {
  private readonly linking: ConfirmationLinking;
  private readonly unsubscribing: UnsubscribeLinking;
  private readonly queueing = new MicroBatch<DeliveryRequest, Waiting | null>((requests) => this.queueAll(requests), QUEUE_BATCH);
  private readonly keyedSends = new MicroBatch<KeyedSend, SendOutcome>((sends) => this.sendKeyed(sends), KEYED_BATCH);

  constructor(
    private readonly store: EventStore,
    private readonly channels: Channels,
    private readonly options: DeliveryOptions,
  ) {
    this.linking = { publicUrl: options.publicUrl, key: confirmationLinkKey(options.linkSecret) };
    this.unsubscribing = { publicUrl: options.publicUrl, key: unsubscribeLinkKey(options.linkSecret) };
  }

  async deliver(request: DeliveryRequest, lastAttempt: boolean): Promise<void> {
    const waiting = await this.queueing.run(request);
    if (!waiting) return;
    if (this.channels.byChannel[waiting.message.channel].reference) {
      await this.sendOnce(request.rid, waiting, lastAttempt);
      return;
    }
    const outcome = await this.keyedSends.run({ rid: request.rid, ...waiting });
    if (outcome.failed) await this.failed(request.rid, waiting.message, outcome.error, lastAttempt);
  }

  /**
   * The batch's messages waiting to be sent, in order: those written before (a retry) read back, the others composed
   * from their bookings as they are now and written together. null: nothing to send, or already sent or settled.
   */
  private async queueAll(requests: DeliveryRequest[]): Promise<(Waiting | null)[]> {
    for (let attempt = 1; ; attempt++) {
      const streams = await this.store.readStreams(requests.map((request) => messageStream(request.message_id)));
      const historyOf = (request: DeliveryRequest) => streams.get(messageStream(request.message_id))!;
      const fresh = [...new Map(requests.filter((r) => historyOf(r).length === 0).map((r) => [r.message_id, r])).values()];
      const composed = await this.compose(fresh);
      const queued = new Map(composed.flatMap((message) => (message ? [[message.message_id, message] as const] : [])));
      const metadata = this.metadata();
      try {
        await this.store.appendMany(
          fresh
            .filter((request) => queued.has(request.message_id))
            .map((request) => ({
              streamId: messageStream(request.message_id),
              expectedVersion: 0,
              rid: request.rid,
              events: messageDecider.decide({ type: 'QueueMessage', data: queued.get(request.message_id)! }, null, metadata),
            })),
          metadata,
        );
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < QUEUE_TRIES) continue;
        throw error;
      }
      return requests.map((request) => {
        const history = historyOf(request);
        if (history.length === 0) {
          const message = queued.get(request.message_id);
          return message ? { message, version: 1 } : null;
        }
        const state = (history as unknown as MessageEvent[]).reduce(messageDecider.evolve, messageDecider.initialState());
        return state?.state === 'queued' ? { message: history[0].data as Queued, version: history.length } : null;
      });
    }
  }

  /**
   * Sends a queued e-mail and records it in one transaction holding its stream's lock; a message recorded meanwhile by
   * another try is left alone. The send is recorded before it starts, and the transaction commits the moment the mail
   * is handed over: the server's answer comes after. A failure before then rolls the record back; a refusal after it
   * returns the message to the queue.
   */
  private async sendOnce(rid: number, { message, version }: Waiting, lastAttempt: boolean): Promise<void> {
    const channel = this.channels.byChannel[message.channel];
    const outgoing = this.outgoing(message);
    let sending!: Promise<string>;
    try {
      await this.store.withStreamsLocked([messageStream(message.message_id)], async (tx) => {
        await this.recordSent(tx, rid, message, version, channel.provider, channel.reference!(outgoing));
        await new Promise<void>((handedOver, failed) => {
          sending = channel.send(outgoing, handedOver);
          sending.then(() => handedOver(), failed);
        });
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) return;
      await this.failed(rid, message, error, lastAttempt);
      return;
    }
    await sending.catch((error: unknown) => this.refused(rid, message, error, lastAttempt));
  }

  /**
   * Sends texts and calls side by side, then records those the provider took, all in one transaction holding their
   * streams' locks (a status callback waits for it). The provider takes the idempotency key, so a send tried again
   * (its record lost with the transaction) is not delivered twice. A batch that clashes with a message recorded by
   * another try is tried again as a whole, and that message is then found settled.
   */
  private async sendKeyed(batch: KeyedSend[]): Promise<SendOutcome[]> {
    const unique = [...new Map(batch.map((send) => [send.message.message_id, send])).values()];
    const outcomes = await this.store
      .withStreamsLocked(
        unique.map(({ message }) => messageStream(message.message_id)),
        async (tx) => {
          const sends = await Promise.allSettled(
            unique.map(({ message }) => this.channels.byChannel[message.channel].send(this.outgoing(message))),
          );
          const settled = new Map<string, SendOutcome>();
          for (const [i, { rid, message, version }] of unique.entries()) {
            const send = sends[i];
            if (send.status === 'rejected') settled.set(message.message_id, { failed: true, error: send.reason });
            else {
              await this.recordSent(tx, rid, message, version, this.channels.byChannel[message.channel].provider, send.value);
              settled.set(message.message_id, { failed: false });
            }
          }
          return settled;
        },
      )
      .catch((error: unknown) => new Map(unique.map(({ message }) => [message.message_id, { failed: true, error } as SendOutcome])));
    return batch.map(({ message }) => outcomes.get(message.message_id)!);
  }

  private recordSent(tx: StreamTransaction, rid: number, message: Queued, version: number, provider: MessageProvider, providerRef: string) {
    const data = { message_id: message.message_id, provider, provider_ref: providerRef };
    const queuedState = evolveMessage(null, { type: 'MessageQueued', data: message });
    const events = messageDecider.decide({ type: 'RecordSent', data }, queuedState, this.metadata());
    return tx.append(messageStream(message.message_id), version, events, { rid, metadata: this.metadata() });
  }

  /** A mail the server refused once handed over (recorded sent): queued again for the next try, or failed on its last. */
  private async refused(rid: number, message: Queued, error: unknown, lastAttempt: boolean): Promise<void> {
    if (lastAttempt) return this.failed(rid, message, error, lastAttempt);
    await this.command(rid, message, { type: 'ReturnToQueue', data: { message_id: message.message_id, reason: reasonOf(error) } });
    throw error;
  }

  /** A failed send is tried again later, and recorded as failed on its last try. */
  private async failed(rid: number, message: Queued, error: unknown, lastAttempt: boolean): Promise<void> {
    if (!lastAttempt) throw error;
    await this.command(rid, message, { type: 'RecordFailure', data: { message_id: message.message_id, reason: reasonOf(error) } });
  }

  private async command(rid: number, message: Queued, command: MessageCommand): Promise<void> {
    await handleCommand(this.store, messageDecider, { streamId: messageStream(message.message_id), rid }, command, this.metadata());
  }

  private outgoing(message: Queued): OutgoingMessage {
    const callback = new URL(statusCallbackPath, this.options.publicUrl);
    callback.searchParams.set('message_id', message.message_id);
    return {
      messageId: message.message_id,
      to: message.recipient,
      subject: message.subject,
      body: message.body,
      language: message.lang.replace('_', '-'),
      replyTo: message.reply_to ?? null,
      senderName: message.sender_name ?? null,
      statusCallback: callback.toString(),
      listUnsubscribe: message.list_unsubscribe ?? null,
    };
  }

  /** Booking messages composed together; a marketing message each on its own, from its diner as they are now. */
  private async compose(requests: DeliveryRequest[]): Promise<(Queued | null)[]> {
    const marketing = requests.filter(isMarketingRequest);
    const [bookings, diners] = await Promise.all([
      composeMessages(
        this.store.dataSource,
        requests.filter((request): request is MessageRequest => !isMarketingRequest(request)),
        this.options.clock(),
        this.linking,
      ),
      Promise.all(marketing.map((request) => composeMarketingMessage(this.store.dataSource, request, this.unsubscribing))),
    ]);
    return [...bookings, ...diners];
  }

  private metadata(): EventMetadata {
    return { actor: 'system', now: this.options.clock().toISOString() };
  }
}
