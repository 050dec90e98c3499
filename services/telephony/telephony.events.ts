import type { IncomingCall, TelephonySettings } from '@covers/shared';
import type { DomainEvent } from '../eventstore';

/** A key as stored: its SHA-256, never the key. */
export interface StoredApiKey {
  key_id: string;
  label: string;
  prefix: string;
  key_hash: string;
}

export type TelephonyEvent =
  | DomainEvent<'TelephonySettingsSaved', { settings: TelephonySettings }>
  | DomainEvent<'ApiKeyCreated', StoredApiKey>
  | DomainEvent<'ApiKeyRevoked', { key_id: string }>
  | DomainEvent<'IncomingCallReceived', IncomingCall>;

export const TELEPHONY_EVENT_TYPES = [
  'TelephonySettingsSaved',
  'ApiKeyCreated',
  'ApiKeyRevoked',
  'IncomingCallReceived',
] as const satisfies readonly TelephonyEvent['type'][];
