import type { MessageCatalog } from '@lindner/i18n';

/** The compiled messages of the portal app; loaded with those of the packages it uses. */
export const portalMessages: MessageCatalog = {
  de: () => import('./compiled/de.json'),
  'de-at': () => import('./compiled/de-at.json'),
  en: () => import('./compiled/en.json'),
  fr: () => import('./compiled/fr.json'),
  'fr-fr': () => import('./compiled/fr-fr.json'),
};

export { portalPersonalAreaMessages } from './personalArea';
export { portalLegalMessages } from './legal';
export { portalPublicFormsMessages } from './publicForms';
export { portalNewsletterMessages } from './newsletter';
