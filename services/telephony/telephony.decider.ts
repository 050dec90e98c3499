import { DomainError } from '@covers/shared';
import { decideBy, type Decider } from '../eventstore';
import type { TelephonyCommand, TelephonyCommands } from './telephony.commands';
import type { TelephonyEvent } from './telephony.events';
import { evolveTelephony, initialTelephonySetup, type TelephonySetup } from './telephony.state';

/** At most this many keys an outlet at once: one per telephony system or number, with room to rotate. */
export const MAX_ACTIVE_API_KEYS = 10;

type Decision<K extends keyof TelephonyCommands> = (data: TelephonyCommands[K], state: TelephonySetup) => TelephonyEvent[];

const saveSettings: Decision<'SaveTelephonySettings'> = (data) => [{ type: 'TelephonySettingsSaved', data }];

const createKey: Decision<'CreateApiKey'> = (key, state) => {
  if (state.activeKeyIds.length >= MAX_ACTIVE_API_KEYS) throw new DomainError('API_KEY_LIMIT_REACHED');
  return [{ type: 'ApiKeyCreated', data: key }];
};

const revokeKey: Decision<'RevokeApiKey'> = ({ key_id }, state) => {
  if (!state.activeKeyIds.includes(key_id)) throw new DomainError('API_KEY_NOT_FOUND', { key_id: 'telephony.keyNotFound' });
  return [{ type: 'ApiKeyRevoked', data: { key_id } }];
};

/** Shown on the console only when the outlet wants incoming calls shown. */
const reportCall: Decision<'ReportIncomingCall'> = (call, state) =>
  state.settings.showIncomingCalls ? [{ type: 'IncomingCallReceived', data: call }] : [];

export const telephonyDecider: Decider<TelephonySetup, TelephonyCommand, TelephonyEvent> = {
  initialState: initialTelephonySetup,
  evolve: evolveTelephony,
  decide: decideBy<TelephonyCommands, TelephonySetup, TelephonyEvent>({
    SaveTelephonySettings: saveSettings,
    CreateApiKey: createKey,
    RevokeApiKey: revokeKey,
    ReportIncomingCall: reportCall,
  }),
};
