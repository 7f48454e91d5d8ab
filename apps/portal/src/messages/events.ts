import type { MessageCatalog } from '@lindner/i18n';

/**
 * The texts of the events' and the driver trainings' pages and their sign-up box (parts.json),
 * loaded with those pages.
 */
export const portalEventsMessages: MessageCatalog = {
  de: () => import('./compiled/events-de.json'),
  'de-at': () => import('./compiled/events-de-at.json'),
  en: () => import('./compiled/events-en.json'),
  fr: () => import('./compiled/events-fr.json'),
  'fr-fr': () => import('./compiled/events-fr-fr.json'),
};
