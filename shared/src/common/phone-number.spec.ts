import { toE164 } from './phone-number';

describe('phones in E.164', () => {
  it.each([
    ['91000001', 'SG', '+6591000001'],
    ['+65 9100 0001', 'SG', '+6591000001'],
    ['+65-9100-0001', 'TH', '+6591000001'],
    ['081 234 5678', 'TH', '+66812345678'],
    ['0812-3456-789', 'ID', '+628123456789'],
    ['9123 4567', 'HK', '+85291234567'],
    ['138 1234 5678', 'CN', '+8613812345678'],
    ['(212) 555-0123', 'US', '+12125550123'],
    ['+1 212 555 0123', null, '+12125550123'],
  ])('reads %s at an outlet in %s as %s', (typed, country, stored) => {
    expect(toE164(typed, country)).toBe(stored);
  });

  it.each([
    ['+65 12', 'SG'],
    ['12', 'SG'],
    ['91000001', null],
    ['+00 1234 5678', 'SG'],
  ])('refuses %s (%s): no numbering plan has a number like it', (typed, country) => {
    expect(toE164(typed, country)).toBeNull();
  });
});
