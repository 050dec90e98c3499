import { formatMoney } from './currency';

describe('money', () => {
  it('uses the currency symbols of spec §9', () => {
    expect(formatMoney(12.5, 'SGD', 'en_US')).toBe('S$12.50');
    expect(formatMoney(3, 'USD', 'en_US')).toBe('$3.00');
    expect(formatMoney(88, 'CNY', 'zh_CN')).toBe('¥88.00');
    expect(formatMoney(100, 'HKD', 'zh_HK')).toBe('HK$100.00');
    expect(formatMoney(450, 'THB', 'th_TH')).toBe('฿450.00');
    expect(formatMoney(-2, 'SGD', 'en_US')).toBe('-S$2.00');
  });

  it('writes the figure as the interface language does', () => {
    expect(formatMoney(1234.5, 'SGD', 'en_US')).toBe('S$1,234.50');
    expect(formatMoney(1234.5, 'SGD', 'id_ID')).toBe('S$1.234,50');
    expect(formatMoney(150000, 'IDR', 'id_ID')).toBe('Rp\u00a0150.000');
    expect(formatMoney(150000, 'IDR', 'en_US')).toBe('Rp\u00a0150,000');
    expect(formatMoney(1234.5, 'THB', 'zh_CN')).toBe('฿1,234.50');
  });
});
