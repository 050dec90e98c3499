import type { ConfirmationLinkEvent, MessageEvent, MessageSettingsEvent } from './messaging.events';

type Data<T extends MessageEvent['type']> = Extract<MessageEvent, { type: T }>['data'];

export interface MessageCommands {
  QueueMessage: Data<'MessageQueued'>;
  RecordSent: Data<'MessageSent'>;
  RecordFailure: Data<'MessageFailed'>;
  ReturnToQueue: Data<'MessageReturned'>;
  /** What the provider's status callback said, in its own words (`delivered`, `no-answer`, …). */
  RecordProviderStatus: { message_id: string; provider_status: string };
}

type SettingsData<T extends MessageSettingsEvent['type']> = Extract<MessageSettingsEvent, { type: T }>['data'];

export interface MessageSettingsCommands {
  SaveMessageTemplate: SettingsData<'MessageTemplateSaved'>;
  SaveSenderSettings: SettingsData<'SenderSettingsSaved'>;
  SaveLeadTimes: SettingsData<'LeadTimesSaved'>;
}

export interface ConfirmationLinkCommands {
  UseConfirmationLink: ConfirmationLinkEvent['data'];
}
