import { DEFAULT_TELEPHONY_SETTINGS, type TelephonySettings } from '@covers/shared';
import type { TelephonyEvent } from './telephony.events';

/** An outlet's phone booking setup: its settings and the ids of its keys not revoked. */
export interface TelephonySetup {
  settings: TelephonySettings;
  activeKeyIds: readonly string[];
}

export const initialTelephonySetup = (): TelephonySetup => ({ settings: DEFAULT_TELEPHONY_SETTINGS, activeKeyIds: [] });

export function evolveTelephony(state: TelephonySetup, event: TelephonyEvent): TelephonySetup {
  switch (event.type) {
    case 'TelephonySettingsSaved':
      return { ...state, settings: event.data.settings };
    case 'ApiKeyCreated':
      return { ...state, activeKeyIds: [...state.activeKeyIds, event.data.key_id] };
    case 'ApiKeyRevoked':
      return { ...state, activeKeyIds: state.activeKeyIds.filter((id) => id !== event.data.key_id) };
    case 'IncomingCallReceived':
      return state;
  }
}
