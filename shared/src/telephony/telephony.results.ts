import type { ApiKeySummary, TelephonySettings } from './telephony.types';

/** `setting/phone_booking`: the settings, the outlet's keys, and where a telephony system calls in. */
export interface PhoneBookingResult {
  settings: TelephonySettings;
  keys: ApiKeySummary[];
  incomingCallPath: string;
}

/** `setting/api_key_create`: the new key, shown this once. */
export interface CreatedApiKey extends ApiKeySummary {
  key: string;
}

/** `telephony/incoming_call`, and the live event's data: who is calling, and the diner of that number if any. */
export interface IncomingCall {
  callId: string;
  caller: string;
  diner: { dinerId: string; name: string; vip: boolean } | null;
}
