import type { IncomingCall, TelephonySettings } from '@covers/shared';
import type { Command } from '../eventstore';
import type { StoredApiKey } from './telephony.events';

/** What a manager does in Settings > Phone Bookings, and what a telephony system reports. */
export interface TelephonyCommands {
  SaveTelephonySettings: { settings: TelephonySettings };
  CreateApiKey: StoredApiKey;
  RevokeApiKey: { key_id: string };
  ReportIncomingCall: IncomingCall;
}

export type TelephonyCommand = Command<TelephonyCommands>;
