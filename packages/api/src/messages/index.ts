import type { MessageCatalog } from '@lindner/i18n';

/** The compiled messages of @lindner/api; pass to `loadMessages` with the other packages'. */
export const apiMessages: MessageCatalog = {
  de: () => import('./compiled/de.json'),
  'de-at': () => import('./compiled/de-at.json'),
  en: () => import('./compiled/en.json'),
  fr: () => import('./compiled/fr.json'),
  'fr-fr': () => import('./compiled/fr-fr.json'),
};

export { apiPersonalAreaMessages } from './personalArea';
export { fieldErrorMessages } from '../schema/fieldErrors';
export { formSuccessMessages } from '../schema/formSuccess';
export {
  newsletterTopicMessages,
  contactChannelMessages,
  consentMessages,
  consentStateMessages,
  newsletterStatusMessages,
  profileSettingsSuccessMessages,
} from './profileSettingsMessages';
