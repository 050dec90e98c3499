import { DEFAULT_LEAD_TIMES, type LeadTimes, type MessageChannel, type MessageState, type SenderSettings } from '@covers/shared';
import type { MessageEvent, MessageSettingsEvent } from './messaging.events';

/** A message as its decisions need it: null until queued. */
export type Message = { state: MessageState; channel: MessageChannel; providerRef: string | null } | null;

/** The state each event leaves a message in. */
export const STATE_AFTER: Record<MessageEvent['type'], MessageState> = {
  MessageQueued: 'queued',
  MessageSent: 'sent',
  MessageReturned: 'queued',
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

/** An outlet's saved templates (by `template:language`), sender settings and lead times, as its decisions need them. */
export interface MessageSettings {
  templates: Map<string, MessageSettingsEvent['data']>;
  sender: SenderSettings;
  leadTimes: LeadTimes;
}

export const templateKey = (template: string, language: string) => `${template}:${language}`;

export const initialMessageSettings = (): MessageSettings => ({
  templates: new Map(),
  sender: { reply_to: null, sms_name: null },
  leadTimes: DEFAULT_LEAD_TIMES,
});

export function evolveMessageSettings(settings: MessageSettings, event: MessageSettingsEvent): MessageSettings {
  if (event.type === 'SenderSettingsSaved') return { ...settings, sender: event.data };
  if (event.type === 'LeadTimesSaved') return { ...settings, leadTimes: event.data };
  const templates = new Map(settings.templates);
  templates.set(templateKey(event.data.template, event.data.language), event.data);
  return { ...settings, templates };
}
