import { intlTag, type Locale } from './core';

export type Currency = 'EUR' | 'USD';

export interface Money {
  amount: number;
  /** The amount's own currency. Catalogue and contract prices are always EUR. */
  currency?: Currency;
}

const defaultCurrencies: Record<Locale, Currency> = {
  de: 'EUR',
  'de-at': 'EUR',
  en: 'USD',
  fr: 'EUR',
  'fr-fr': 'EUR',
};

/** Only for an amount that comes without a currency of its own. */
export function defaultCurrency(locale: Locale): Currency {
  return defaultCurrencies[locale];
}

export function formatMoney(money: Money, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), {
    style: 'currency',
    currency: money.currency ?? defaultCurrency(locale),
  }).format(money.amount);
}

/**
 * An amount in integer cents (catalogue and checkout amounts, DESIGN.md "Money in checkout") in
 * its currency, EUR unless given, in every locale.
 */
export function formatCents(cents: number, locale: Locale, currency: Currency = 'EUR'): string {
  return formatMoney({ amount: cents / 100, currency }, locale);
}
