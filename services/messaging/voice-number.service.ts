import { COUNTRY_LOCALES, DEFAULT_LOCALE, DomainError, translate, type TelephoneVerifyRequest, type VoiceNumber } from '@covers/shared';
import { randomInt } from 'node:crypto';
import { outletCountryCode, type OutletCaller } from '../access';
import { handleCommand, type EventStore, type RecordedEvent } from '../eventstore';
import { clockOf } from '../reservations';
import type { Channels } from './channels/channel';
import type { StatusCallback } from './messaging.service';
import { callsLeft, voiceNumberDecider, type VoiceNumberState } from './voice-number.decider';
import type { VoiceNumberEvent } from './voice-number.events';

/** Where the provider posts the digits typed during a verification call. */
export const verifyDigitsPath = '/api/messaging/verify_digits';

export const voiceNumberStream = (rid: number) => `voicenumber-${rid}`;

const fold = (history: RecordedEvent[]): VoiceNumberState =>
  (history as unknown as VoiceNumberEvent[]).reduce(voiceNumberDecider.evolve, voiceNumberDecider.initialState());

/**
 * The outlet's voice-call number, verified as spec §4 says: the provider calls it from a +1 number, the screen shows
 * the code to type on the phone, the provider posts the digits typed: call placed → code entered → Verified.
 */
export class VoiceNumberService {
  constructor(
    private readonly store: EventStore,
    private readonly channels: Channels,
    private readonly options: { publicUrl: string; clock: () => Date },
  ) {}

  private get db() {
    return this.store.dataSource;
  }

  async status(caller: OutletCaller): Promise<VoiceNumber> {
    const state = fold(await this.store.readStream(voiceNumberStream(caller.rid)));
    return this.view(state, (await clockOf(this.db, caller.rid, caller.metadata.now)).date);
  }

  /**
   * Places the call holding the outlet's stream lock and records it in that transaction: simultaneous requests queue,
   * so the outlet never places more calls in a day than allowed. A call the provider refuses is not counted.
   */
  async verify(caller: OutletCaller, request: TelephoneVerifyRequest): Promise<VoiceNumber> {
    const streamId = voiceNumberStream(caller.rid);
    const day = (await clockOf(this.db, caller.rid, caller.metadata.now)).date;
    const lang = COUNTRY_LOCALES[await outletCountryCode(this.db, caller.rid)] ?? DEFAULT_LOCALE;
    const digitsCallback = new URL(verifyDigitsPath, this.options.publicUrl);
    digitsCallback.searchParams.set('rid', String(caller.rid));
    const state = await this.store.withStreamsLocked([streamId], async (tx) => {
      const history = await tx.readStream(streamId);
      const before = fold(history);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const command = { type: 'PlaceVerificationCall' as const, data: { phone: request.phone, code, day, call_ref: '' } };
      voiceNumberDecider.decide(command, before, caller.metadata);
      let callRef: string;
      try {
        callRef = await this.channels.verifier.call({
          key: `${streamId}:${history.length + 1}`,
          to: request.phone,
          prompt: translate(lang, 'messageDefaults.verifyPrompt'),
          language: lang.replace('_', '-'),
          digitsCallback: digitsCallback.toString(),
        });
      } catch {
        throw new DomainError('VERIFICATION_CALL_FAILED');
      }
      const events = voiceNumberDecider.decide({ ...command, data: { ...command.data, call_ref: callRef } }, before, caller.metadata);
      await tx.append(streamId, history.length, events, { rid: caller.rid, metadata: caller.metadata });
      return events.reduce(voiceNumberDecider.evolve, before);
    });
    return this.view(state, day);
  }

  /** The provider's post of the digits typed (signed): counts once, while its call is on. */
  async digits(callback: StatusCallback): Promise<{ recorded: boolean }> {
    if (!this.channels.isSignedCallback(callback.url, callback.params, callback.signature))
      throw new DomainError('MESSAGING_WEBHOOK_UNSIGNED');
    const rid = Number(new URL(callback.url).searchParams.get('rid'));
    if (!Number.isInteger(rid) || rid <= 0) return { recorded: false };
    const { events } = await handleCommand(
      this.store,
      voiceNumberDecider,
      { streamId: voiceNumberStream(rid), rid },
      { type: 'EnterVerificationCode', data: { digits: callback.params.Digits ?? '' } },
      { actor: 'system', now: this.options.clock().toISOString() },
    );
    return { recorded: events.length > 0 };
  }

  private view(state: VoiceNumberState, day: string): VoiceNumber {
    return {
      phone: state.phone,
      status: state.status,
      code: state.status === 'call_placed' ? state.code : null,
      calls_left: callsLeft(state, day),
    };
  }
}
