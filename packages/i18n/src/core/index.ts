// The React-free side of @lindner/i18n: what the server and plain scripts may import.
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
export { negotiateLocale } from './negotiateLocale';
export { defineMessages, defineMessage, type MessageDescriptor } from './defineMessages';
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
export {
  modelSectionSegments,
  modelSectionSegment,
  modelSectionOfSegment,
  routeParamsIn,
  type ModelSectionName,
} from './modelSections';
