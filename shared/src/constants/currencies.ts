export const CURRENCY_SYMBOLS = {
  SGD: 'S$',
  USD: '$',
  CNY: '¥',
  HKD: 'HK$',
  THB: '฿',
  IDR: 'Rp',
} as const;
export type Currency = keyof typeof CURRENCY_SYMBOLS;
export const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as Currency[];
