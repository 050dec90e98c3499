import type { MessageRow, MessageStep, MessageTemplateText, SenderSettings } from './messaging.types';

export interface BookingMessagesResult {
  reservation_id: string;
  messages: (MessageRow & { history: MessageStep[] })[];
}

export interface MessageLogResult {
  total: number;
  messages: MessageRow[];
}

export interface MessageTemplatesResult {
  templates: MessageTemplateText[];
}

export type SenderSettingsResult = SenderSettings;
