import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the old-timer list and the old-timer pages (parts.json), loaded with those pages. */
export const portalOldTimersMessages: MessageCatalog = {
  de: () => import('./compiled/old-timers-de.json'),
  'de-at': () => import('./compiled/old-timers-de-at.json'),
  en: () => import('./compiled/old-timers-en.json'),
  fr: () => import('./compiled/old-timers-fr.json'),
  'fr-fr': () => import('./compiled/old-timers-fr-fr.json'),
};

/**
 * The texts of an old-timer's catalogues (the list and the download of a restricted one), a part
 * of their own: the island that downloads carries them in the page.
 */
export const portalOldTimerCataloguesMessages: MessageCatalog = {
  de: () => import('./compiled/old-timers-catalogues-de.json'),
  'de-at': () => import('./compiled/old-timers-catalogues-de-at.json'),
  en: () => import('./compiled/old-timers-catalogues-en.json'),
  fr: () => import('./compiled/old-timers-catalogues-fr.json'),
  'fr-fr': () => import('./compiled/old-timers-catalogues-fr-fr.json'),
};

/** The texts of an old-timer's gallery, the island that shows its pictures. */
export const portalOldTimerGalleryMessages: MessageCatalog = {
  de: () => import('./compiled/old-timers-gallery-de.json'),
  'de-at': () => import('./compiled/old-timers-gallery-de-at.json'),
  en: () => import('./compiled/old-timers-gallery-en.json'),
  fr: () => import('./compiled/old-timers-gallery-fr.json'),
  'fr-fr': () => import('./compiled/old-timers-gallery-fr-fr.json'),
};
