export * from './core';
export { formatMoney, defaultCurrency, type Money, type Currency } from './money';
export { loadMessages, type Messages, type MessageCatalog } from './catalogs';
export { LocaleProvider, useLocale, type LocaleProviderProps } from './LocaleProvider';
export { useFormatMoney } from './useFormatMoney';
export { FormattedMoney } from './FormattedMoney';
