import { portalNewsletterMessages } from '../../../messages';
import { defineIsland } from '../../../shared/islands';
import { NewsletterInterestsForm } from '../NewsletterInterestsForm';

/** The interests after confirming, hydrated on its own. */
export const newsletterInterestsIsland = defineIsland({
  name: 'newsletter-interests',
  catalogs: [portalNewsletterMessages],
  Component: NewsletterInterestsForm,
});
