import { useCallback } from 'react';
import { formatMoney, type Money } from './money';
import { useLocale } from './LocaleProvider';

export function useFormatMoney(): (money: Money) => string {
  const locale = useLocale();
  return useCallback((money: Money) => formatMoney(money, locale), [locale]);
}
