import { CURRENCY_SYMBOLS } from '@covers/shared/constants';
import type { Currency } from '@covers/shared';

const NO_MINOR_UNITS: readonly string[] = ['IDR'];

/** An amount with its currency symbol of spec §9 (S$ 12.50, Rp 150,000). */
export function formatMoney(amount: number, currency: string): string {
  const symbol = CURRENCY_SYMBOLS[currency as Currency] ?? `${currency} `;
  const digits = NO_MINOR_UNITS.includes(currency) ? 0 : 2;
  const figure = Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${amount < 0 ? '-' : ''}${symbol}${figure}`;
}
