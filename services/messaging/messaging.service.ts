import {
  defaultTemplate,
  DomainError,
  LOCALES,
  MESSAGE_TEMPLATES,
  type MessageTemplateSaveRequest,
  type MessageTemplatesResult,
  type SenderSettingsRequest,
  type SenderSettingsResult,
  type BookingMessagesRequest,
  type BookingMessagesResult,
  type MessageLogRequest,
  type MessageLogResult,
  type LeadTimesRequest,
  type LeadTimesResult,
} from '@covers/shared';
import type { OutletCaller } from '../access';
import type { EventStore } from '../eventstore';
import { handleCommand } from '../eventstore';
import { marketingRecipient } from '../diners';
import { getReservation } from '../reservations';
import type { Channels } from './channels/channel';
import { enqueueDelivery } from './delivery-queue';
import { pingTextFor } from './message-requests';
import { messageDecider } from './messaging.decider';
import { messageSettingsDecider, type MessageSettingsCommand } from './message-settings.decider';
import { messageById, messageLog, messagesOfBooking, savedTemplates, senderSettings } from './messaging.queries';
import { messageSettingsStream, messageStream } from './messaging.streams';
import { leadTimesOf } from './timed-delivery';

/** A marketing message's diner by name, for the log (null once gone). */
async function marketingDinerName(db: EventStore['dataSource'], caller: OutletCaller, dinerId: string | null): Promise<string | null> {
  const diner = dinerId ? await marketingRecipient(db, caller.groupUid, dinerId) : undefined;
  return diner ? [diner.first_name, diner.last_name].filter(Boolean).join(' ') : null;
}

/** A provider's status callback: the address it was sent to, its form fields and its signature header. */
export interface StatusCallback {
  url: string;
  params: Record<string, string>;
  signature: string;
}

/** Guest messaging as the gateway calls it. */
export class MessagingService {
  constructor(
    private readonly store: EventStore,
    private readonly channels: Channels,
    private readonly clock: () => Date,
  ) {}

  /**
   * Records what the provider reports of a message. Only a correctly signed callback counts; a replayed one finds the
   * message settled and changes nothing. A ping's call nobody answered queues its text in the same transaction.
   */
  async providerStatus(callback: StatusCallback): Promise<{ recorded: boolean }> {
    if (!this.channels.isSignedCallback(callback.url, callback.params, callback.signature))
      throw new DomainError('MESSAGING_WEBHOOK_UNSIGNED');
    const messageId = new URL(callback.url).searchParams.get('message_id');
    const status = callback.params.CallStatus ?? callback.params.MessageStatus;
    const message = messageId ? await messageById(this.store.dataSource, messageId) : null;
    if (!message || !status) return { recorded: false };
    const { events } = await handleCommand(
      this.store,
      messageDecider,
      { streamId: messageStream(message.message_id), rid: message.rid },
      { type: 'RecordProviderStatus', data: { message_id: message.message_id, provider_status: status } },
      { actor: 'system', now: this.clock().toISOString() },
      {
        alongside: async (tx, recorded) => {
          const { reservation_id } = message;
          if (reservation_id && recorded.some((event) => event.type === 'CallUnanswered'))
            await enqueueDelivery(tx.manager, [pingTextFor({ ...message, reservation_id })]);
        },
      },
    );
    return { recorded: events.length > 0 };
  }

  /** A booking's messages at the caller's outlet, with their histories (none for a booking of another outlet). */
  async bookingMessages(caller: OutletCaller, request: BookingMessagesRequest): Promise<BookingMessagesResult> {
    return {
      reservation_id: request.reservation_id,
      messages: await messagesOfBooking(this.store.dataSource, caller.rid, request.reservation_id),
    };
  }

  /** The outlet's message log, each message with its booking as it is now (to link to it). */
  async messageLog(caller: OutletCaller, request: MessageLogRequest): Promise<MessageLogResult> {
    const db = this.store.dataSource;
    const { total, messages } = await messageLog(db, caller.rid, request, request.page, request.page_size);
    const withBooking = async (message: (typeof messages)[number]) => {
      if (!message.reservation_id)
        return { ...message, diner_name: await marketingDinerName(db, caller, message.diner_id), booking_date: null };
      const booking = await getReservation(db, caller.rid, message.reservation_id);
      return {
        ...message,
        diner_name: booking && [booking.first_name, booking.last_name].filter(Boolean).join(' '),
        booking_date: booking?.date ?? null,
      };
    };
    return { total, messages: await Promise.all(messages.map(withBooking)) };
  }

  /** Every template in every language: the outlet's own where it wrote one, the default otherwise. */
  async templates(caller: OutletCaller): Promise<MessageTemplatesResult> {
    const saved = new Map((await savedTemplates(this.store.dataSource, caller.rid)).map((t) => [`${t.template}:${t.language}`, t]));
    return {
      templates: MESSAGE_TEMPLATES.flatMap((template) =>
        LOCALES.map((language) => saved.get(`${template}:${language}`) ?? defaultTemplate(template, language)),
      ),
    };
  }

  async saveTemplate(caller: OutletCaller, request: MessageTemplateSaveRequest): Promise<MessageTemplatesResult> {
    const { template, language, title, send_mode, standard_message, sms_message } = request;
    await this.decideSettings(caller, {
      type: 'SaveMessageTemplate',
      data: { template, language, title, send_mode, standard_message, sms_message },
    });
    return this.templates(caller);
  }

  sender(caller: OutletCaller): Promise<SenderSettingsResult> {
    return senderSettings(this.store.dataSource, caller.rid);
  }

  async saveSender(caller: OutletCaller, request: SenderSettingsRequest): Promise<SenderSettingsResult> {
    await this.decideSettings(caller, {
      type: 'SaveSenderSettings',
      data: { reply_to: request.reply_to || null, sms_name: request.sms_name || null },
    });
    return this.sender(caller);
  }

  leadTimes(caller: OutletCaller): Promise<LeadTimesResult> {
    return leadTimesOf(this.store.dataSource.manager, caller.rid);
  }

  /** New lead times move the reminders of the outlet's coming bookings (the delivery subscription plans them again). */
  async saveLeadTimes(caller: OutletCaller, request: LeadTimesRequest): Promise<LeadTimesResult> {
    await this.decideSettings(caller, {
      type: 'SaveLeadTimes',
      data: { confirmation_hours: request.confirmation_hours, reminder_hours: request.reminder_hours },
    });
    return this.leadTimes(caller);
  }

  private decideSettings(caller: OutletCaller, command: MessageSettingsCommand) {
    return handleCommand(
      this.store,
      messageSettingsDecider,
      { streamId: messageSettingsStream(caller.rid), rid: caller.rid },
      command,
      caller.metadata,
    );
  }
}
