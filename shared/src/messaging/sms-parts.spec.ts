import { smsParts } from './sms-parts';

describe('SMS parts', () => {
  it('counts GSM-7 texts 160 to a part, 153 each once split; extension characters count twice', () => {
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, parts: 1, perPart: 160 });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'GSM-7', length: 161, parts: 2, perPart: 153 });
    expect(smsParts('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', length: 160, parts: 1 });
    expect(smsParts('')).toMatchObject({ parts: 0 });
  });

  it('counts Chinese, Thai and any text outside GSM-7 as UCS-2: 70 to a part, 67 each once split', () => {
    expect(smsParts('您'.repeat(70))).toEqual({ encoding: 'UCS-2', length: 70, parts: 1, perPart: 70 });
    expect(smsParts('ก'.repeat(71))).toEqual({ encoding: 'UCS-2', length: 71, parts: 2, perPart: 67 });
    expect(smsParts(`${'a'.repeat(69)}✓`)).toMatchObject({ encoding: 'UCS-2', parts: 1 });
  });
});
