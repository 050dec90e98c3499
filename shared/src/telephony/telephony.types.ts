/** An outlet's phone booking settings (Settings > Phone Bookings). */
export interface TelephonySettings {
  /** Incoming calls reported by the telephony system are shown on the console's screens. */
  showIncomingCalls: boolean;
}

export const DEFAULT_TELEPHONY_SETTINGS: TelephonySettings = { showIncomingCalls: true };

/** The header a telephony system sends its key in (spec §7's static API key call kind). */
export const API_KEY_HEADER = 'key';

/** An API key as listed: never the key itself, which is shown once, when created. */
export interface ApiKeySummary {
  keyId: string;
  label: string;
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  createdAt: string;
  createdBy: string;
}
