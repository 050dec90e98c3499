import type { DomainEvent } from '../eventstore';

/** An outlet's voice-call number and its verification (stream `voicenumber-<rid>`, spec §4). */
export type VoiceNumberEvent =
  | DomainEvent<'VerificationCallPlaced', { phone: string; code: string; day: string; call_ref: string }>
  | DomainEvent<'VerificationCodeEntered', { phone: string }>
  | DomainEvent<'VoiceNumberVerified', { phone: string }>
  | DomainEvent<'VoiceNumberVerificationFailed', { phone: string; reason: string }>;

export const VOICE_NUMBER_EVENT_TYPES: VoiceNumberEvent['type'][] = [
  'VerificationCallPlaced',
  'VerificationCodeEntered',
  'VoiceNumberVerified',
  'VoiceNumberVerificationFailed',
];
