export {
  locales,
  fallbackLocale,
  isLocale,
  toLocale,
  parentLocale,
  localeChain,
  intlTag,
  languageOf,
  type Locale,
} from './locales';
export { formatMoney, defaultCurrency, type Money, type Currency } from './money';
export { loadMessages, type Messages, type MessageCatalog } from './catalogs';
export { LocaleProvider, useLocale, type LocaleProviderProps } from './LocaleProvider';
export { useFormatMoney } from './useFormatMoney';
export { FormattedMoney } from './FormattedMoney';
export {
  localizePath,
  matchLocalizedPath,
  localizedRoutes,
  personalRoutes,
  publicRoutes,
  personalAreaBase,
  type RouteName,
  type PersonalRouteName,
  type PublicRouteName,
  type RouteParams,
  type LocalizedRoute,
  type MatchedRoute,
} from './routes';
