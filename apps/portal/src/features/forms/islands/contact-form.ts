import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { portalPublicFormsMessages } from '../../../messages';
import { defineIsland } from '../../../shared/islands';
import { ContactForm } from '../ContactForm';

/** The contact page's form, hydrated on its own. */
export const contactFormIsland = defineIsland({
  name: 'contact-form',
  // The field errors' texts are in the API's personal-area part, the thanks in its main one.
  catalogs: [portalPublicFormsMessages, apiMessages, apiPersonalAreaMessages],
  Component: ContactForm,
});
