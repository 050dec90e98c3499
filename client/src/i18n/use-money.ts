import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session';
import { currencySymbol, formatMoney } from './currency';
import { currentLocale } from './i18n';

/** Writes an amount in the current outlet's currency (from its settings) as the interface language writes money. */
export function useMoney(): (amount: number) => string {
  useTranslation(); // re-render when the language changes
  const currency = useSession().outlet?.currency;
  const locale = currentLocale();
  return (amount) => (currency ? formatMoney(amount, currency, locale) : String(amount));
}

/** The current outlet's currency symbol (spec §9), for the prefix of an amount being typed. */
export function useCurrencySymbol(): string | undefined {
  const currency = useSession().outlet?.currency;
  return currency ? currencySymbol(currency) : undefined;
}
