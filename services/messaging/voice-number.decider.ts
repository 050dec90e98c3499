import { DomainError, MAX_VERIFICATION_CALLS_PER_DAY, type VoiceNumberStatus } from '@covers/shared';
import { decideBy, type Command, type Decider } from '../eventstore';
import type { VoiceNumberEvent } from './voice-number.events';

type Data<T extends VoiceNumberEvent['type']> = Extract<VoiceNumberEvent, { type: T }>['data'];

export interface VoiceNumberCommands {
  /** Placed once the provider took the call; refused when the outlet's calls of the day are used up. */
  PlaceVerificationCall: Data<'VerificationCallPlaced'>;
  /** What the person answering typed. */
  EnterVerificationCode: { digits: string };
}

export type VoiceNumberCommand = Command<VoiceNumberCommands>;

export interface VoiceNumberState {
  phone: string | null;
  status: VoiceNumberStatus;
  code: string | null;
  /** Verification calls placed per outlet day. */
  calls: Record<string, number>;
}

export const initialVoiceNumber = (): VoiceNumberState => ({ phone: null, status: 'unverified', code: null, calls: {} });

export function evolveVoiceNumber(state: VoiceNumberState, event: VoiceNumberEvent): VoiceNumberState {
  switch (event.type) {
    case 'VerificationCallPlaced': {
      const { phone, code, day } = event.data;
      return { phone, status: 'call_placed', code, calls: { ...state.calls, [day]: (state.calls[day] ?? 0) + 1 } };
    }
    case 'VerificationCodeEntered':
      return { ...state, status: 'code_entered' };
    case 'VoiceNumberVerified':
      return { ...state, status: 'verified', code: null };
    case 'VoiceNumberVerificationFailed':
      return { ...state, status: 'failed', code: null };
  }
}

export const callsLeft = (state: VoiceNumberState, day: string) => Math.max(0, MAX_VERIFICATION_CALLS_PER_DAY - (state.calls[day] ?? 0));

/** A verification call at most MAX_VERIFICATION_CALLS_PER_DAY times an outlet day; digits count only while its call is on, once. */
export const voiceNumberDecider: Decider<VoiceNumberState, VoiceNumberCommand, VoiceNumberEvent> = {
  initialState: initialVoiceNumber,
  evolve: evolveVoiceNumber,
  decide: decideBy<VoiceNumberCommands, VoiceNumberState, VoiceNumberEvent>({
    PlaceVerificationCall: (data, state) => {
      if (callsLeft(state, data.day) === 0) throw new DomainError('VERIFICATION_CALLS_EXHAUSTED');
      return [{ type: 'VerificationCallPlaced', data }];
    },
    EnterVerificationCode: ({ digits }, state) => {
      if (state.status !== 'call_placed' || !state.phone) return [];
      const phone = state.phone;
      return [
        { type: 'VerificationCodeEntered', data: { phone } },
        digits === state.code
          ? { type: 'VoiceNumberVerified', data: { phone } }
          : { type: 'VoiceNumberVerificationFailed', data: { phone, reason: 'wrong code' } },
      ];
    },
  }),
};
