import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the user reports' pages and form (parts.json), loaded with those pages. */
export const portalUserReportsMessages: MessageCatalog = {
  de: () => import('./compiled/user-reports-de.json'),
  'de-at': () => import('./compiled/user-reports-de-at.json'),
  en: () => import('./compiled/user-reports-en.json'),
  fr: () => import('./compiled/user-reports-fr.json'),
  'fr-fr': () => import('./compiled/user-reports-fr-fr.json'),
};
