import type { QueueCategory, QueueLinkPurpose, QueueSettings } from '@covers/shared';
import type { Command } from '../eventstore';
import type { IssuedQueueNumber } from './queue.events';

/** What happens on a service day's queue. */
export interface QueueDayCommands {
  IssueQueueNumber: Omit<IssuedQueueNumber, 'number' | 'label'> & { category: QueueCategory };
  RecordTableOffered: { rid: number; reservation_id: string; phone: string | null };
}
export type QueueDayCommand = Command<QueueDayCommands>;

/** What Queues Setup changes. The token is drawn by the service: the domain draws no randomness. */
export interface QueueSetupCommands {
  ChangeQueueSettings: { rid: number; settings: QueueSettings };
  IssueQueueLink: { rid: number; purpose: QueueLinkPurpose; token: string };
  RevokeQueueLink: { rid: number; purpose: QueueLinkPurpose };
  SetQueueBackground: { rid: number; version: string; content_type: string; byte_size: number };
}
export type QueueSetupCommand = Command<QueueSetupCommands>;
