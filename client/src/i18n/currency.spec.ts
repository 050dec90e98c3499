import { formatMoney } from './currency';

describe('money', () => {
  it('uses the currency symbols of spec §9', () => {
    expect(formatMoney(12.5, 'SGD')).toBe('S$12.50');
    expect(formatMoney(3, 'USD')).toBe('$3.00');
    expect(formatMoney(88, 'CNY')).toBe('¥88.00');
    expect(formatMoney(100, 'HKD')).toBe('HK$100.00');
    expect(formatMoney(450, 'THB')).toBe('฿450.00');
    expect(formatMoney(150000, 'IDR')).toBe('Rp150,000');
    expect(formatMoney(-2, 'SGD')).toBe('-S$2.00');
  });
});
