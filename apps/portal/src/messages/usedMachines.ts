import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the used machines' pages (parts.json), loaded with those pages. */
export const portalUsedMachinesMessages: MessageCatalog = {
  de: () => import('./compiled/used-machines-de.json'),
  'de-at': () => import('./compiled/used-machines-de-at.json'),
  en: () => import('./compiled/used-machines-en.json'),
  fr: () => import('./compiled/used-machines-fr.json'),
  'fr-fr': () => import('./compiled/used-machines-fr-fr.json'),
};

/**
 * The texts of the used machines' small islands (bookmark buttons and bar, gallery, order), a
 * part of their own: every island carries its texts in the page, and a list has many.
 */
export const portalUsedMachinesControlsMessages: MessageCatalog = {
  de: () => import('./compiled/used-machines-controls-de.json'),
  'de-at': () => import('./compiled/used-machines-controls-de-at.json'),
  en: () => import('./compiled/used-machines-controls-en.json'),
  fr: () => import('./compiled/used-machines-controls-fr.json'),
  'fr-fr': () => import('./compiled/used-machines-controls-fr-fr.json'),
};
