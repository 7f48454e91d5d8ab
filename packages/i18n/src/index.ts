export {
  defineMessage,
  defineMessages,
  fallbackLocale,
  intlTag,
  isLocale,
  languageOf,
  localeChain,
  locales,
  localizePath,
  localizedRoutes,
  matchLocalizedPath,
  modelSectionOfSegment,
  modelSectionSegment,
  modelSectionSegments,
  negotiateLocale,
  parentLocale,
  personalAreaBase,
  personalRoutes,
  publicRoutes,
  routeParamsIn,
  toLocale,
  type Locale,
  type LocalizedRoute,
  type MatchedRoute,
  type MessageDescriptor,
  type ModelSectionName,
  type PersonalRouteName,
  type PublicRouteName,
  type RouteName,
  type RouteParams,
} from './core';
export { formatMoney, formatCents, defaultCurrency, type Money, type Currency } from './money';
export { loadMessages, type Messages, type MessageCatalog } from './catalogs';
export { LocaleProvider, useLocale, type LocaleProviderProps } from './LocaleProvider';
export { useFormatMoney, useFormatCents } from './useFormatMoney';
export { FormattedMoney } from './FormattedMoney';
