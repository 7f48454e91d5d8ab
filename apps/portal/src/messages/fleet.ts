import type { MessageCatalog } from '@lindner/i18n';

/**
 * The texts of the fleet pages (parts.json), loaded with those pages. A module of its own, so
 * that only their chunks refer to these catalogs and other pages do without them.
 */
export const portalFleetMessages: MessageCatalog = {
  de: () => import('./compiled/fleet-de.json'),
  'de-at': () => import('./compiled/fleet-de-at.json'),
  en: () => import('./compiled/fleet-en.json'),
  fr: () => import('./compiled/fleet-fr.json'),
  'fr-fr': () => import('./compiled/fleet-fr-fr.json'),
};
