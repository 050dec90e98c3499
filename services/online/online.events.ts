import type { OfflineHold, OnlineSettings } from '@covers/shared';
import type { DomainEvent } from '../eventstore';

export type OnlineEvent =
  DomainEvent<'OnlineSettingsSaved', { settings: OnlineSettings }> | DomainEvent<'OfflineSeatsSaved', { holds: OfflineHold[] }>;

export const ONLINE_EVENT_TYPES = ['OnlineSettingsSaved', 'OfflineSeatsSaved'] as const satisfies readonly OnlineEvent['type'][];
