export * from './core';
export { formatMoney, formatCents, defaultCurrency, type Money, type Currency } from './money';
export { loadMessages, type Messages, type MessageCatalog } from './catalogs';
export { LocaleProvider, useLocale, type LocaleProviderProps } from './LocaleProvider';
export { useFormatMoney, useFormatCents } from './useFormatMoney';
export { FormattedMoney } from './FormattedMoney';
