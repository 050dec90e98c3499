import type { MessageRow, MessageStep } from './messaging.types';

export interface BookingMessagesResult {
  reservation_id: string;
  messages: (MessageRow & { history: MessageStep[] })[];
}

export interface MessageLogResult {
  total: number;
  messages: MessageRow[];
}
