import { deciderSpec } from '../testing/decider-spec';
import { voiceNumberDecider } from './voice-number.decider';
import type { VoiceNumberEvent } from './voice-number.events';

const given = deciderSpec(voiceNumberDecider, { actor: 'u1', now: '2030-02-01T10:00:00.000Z' });
const placed = (day: string, code = '123456'): VoiceNumberEvent => ({
  type: 'VerificationCallPlaced',
  data: { phone: '+6591112222', code, day, call_ref: 'CA1' },
});
const place = (day: string) => ({
  type: 'PlaceVerificationCall' as const,
  data: { phone: '+6591112222', code: '654321', day, call_ref: 'CA2' },
});
const enter = (digits: string) => ({ type: 'EnterVerificationCode' as const, data: { digits } });

describe('voice-call number verification', () => {
  it('places three calls an outlet day, then refuses until the next day', () => {
    const threeToday = [placed('2030-02-01'), placed('2030-02-01'), placed('2030-02-01')];
    given(threeToday).when(place('2030-02-01')).thenThrows('VERIFICATION_CALLS_EXHAUSTED');
    given(threeToday)
      .when(place('2030-02-02'))
      .then([{ type: 'VerificationCallPlaced', data: place('2030-02-02').data }]);
  });

  it('the code typed on the phone verifies the number; a wrong one fails it; digits after the call count for nothing', () => {
    const phone = '+6591112222';
    given([placed('2030-02-01')])
      .when(enter('123456'))
      .then([
        { type: 'VerificationCodeEntered', data: { phone } },
        { type: 'VoiceNumberVerified', data: { phone } },
      ]);
    given([placed('2030-02-01')])
      .when(enter('000000'))
      .then([
        { type: 'VerificationCodeEntered', data: { phone } },
        { type: 'VoiceNumberVerificationFailed', data: { phone, reason: 'wrong code' } },
      ]);
    given([placed('2030-02-01'), { type: 'VerificationCodeEntered', data: { phone } }, { type: 'VoiceNumberVerified', data: { phone } }])
      .when(enter('123456'))
      .then([]);
    given([]).when(enter('123456')).then([]);
  });
});
