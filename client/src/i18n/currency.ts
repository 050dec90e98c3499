import { CURRENCY_SYMBOLS } from '@covers/shared/constants';
import type { Currency, Locale } from '@covers/shared';

/** Rupiah amounts are written without cents. */
const NO_MINOR_UNITS: readonly string[] = ['IDR'];

const isSpecCurrency = (currency: string): currency is Currency => currency in CURRENCY_SYMBOLS;

/** Spec §9's symbol for the currency; the code itself for any other. */
export const currencySymbol = (currency: string): string => (isSpecCurrency(currency) ? CURRENCY_SYMBOLS[currency] : currency);

/**
 * An amount as the interface language writes money (digit grouping, decimal mark, where the symbol goes), with
 * spec §9's symbol for the currency (S$, $, ¥, HK$, ฿, Rp): "S$1,234.50" in English, "Rp 150.000" in Indonesian.
 */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const digits = NO_MINOR_UNITS.includes(currency) ? 0 : 2;
  const parts = new Intl.NumberFormat(locale.replace('_', '-'), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).formatToParts(amount);
  return parts.map((part) => (part.type === 'currency' && isSpecCurrency(currency) ? CURRENCY_SYMBOLS[currency] : part.value)).join('');
}
