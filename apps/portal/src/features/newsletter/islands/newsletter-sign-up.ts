import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { portalNewsletterMessages, portalPublicFormsMessages } from '../../../messages';
import { defineIsland } from '../../../shared/islands';
import { NewsletterSignUpForm } from '../NewsletterSignUpForm';

/** The newsletter page's sign-up, hydrated on its own. */
export const newsletterSignUpIsland = defineIsland({
  name: 'newsletter-sign-up',
  // The form's frame speaks with the public forms' texts, the field errors with the API's.
  catalogs: [
    portalNewsletterMessages,
    portalPublicFormsMessages,
    apiMessages,
    apiPersonalAreaMessages,
  ],
  Component: NewsletterSignUpForm,
});
