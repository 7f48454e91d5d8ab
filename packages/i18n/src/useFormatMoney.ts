import { useCallback } from 'react';
import { formatCents, formatMoney, type Currency, type Money } from './money';
import { useLocale } from './LocaleProvider';

export function useFormatMoney(): (money: Money) => string {
  const locale = useLocale();
  return useCallback((money: Money) => formatMoney(money, locale), [locale]);
}

/** `formatCents` in the current locale: integer cents shown in EUR unless given. */
export function useFormatCents(): (cents: number, currency?: Currency) => string {
  const locale = useLocale();
  return useCallback(
    (cents: number, currency?: Currency) => formatCents(cents, locale, currency),
    [locale],
  );
}
