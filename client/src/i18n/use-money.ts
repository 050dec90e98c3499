import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session';
import { formatMoney } from './currency';
import { currentLocale } from './i18n';

/** Writes an amount in the current outlet's currency (from its settings) as the interface language writes money. */
export function useMoney(): (amount: number) => string {
  useTranslation(); // re-render when the language changes
  const currency = useSession().outlet?.currency;
  const locale = currentLocale();
  return (amount) => (currency ? formatMoney(amount, currency, locale) : String(amount));
}
