import type { OfflineHold, OnlineSettings } from '@covers/shared';
import type { Command } from '../eventstore';

/** What a manager does in Settings > Online Bookings and Offline Seats. */
export interface OnlineCommands {
  SaveOnlineSettings: { settings: OnlineSettings };
  /** `serviceIds` and `sectionIds`: those the outlet has, which the holds must name. */
  SaveOfflineSeats: { holds: OfflineHold[]; serviceIds: readonly string[]; sectionIds: readonly string[] };
}

export type OnlineCommand = Command<OnlineCommands>;
