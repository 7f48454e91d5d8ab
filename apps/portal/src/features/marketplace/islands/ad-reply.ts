import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { authMessages } from '@lindner/auth';
import { portalMarketplaceMessages } from '../../../messages/marketplace';
import { defineIsland } from '../../../shared/islands';
import { AdReplyIsland } from '../components/AdReplyIsland';

/**
 * The reply to an ad with its sign-on, hydrated on its own. The API's field messages (in its
 * personal-area part) check the form; the sign-on's texts are for its error page.
 */
export const adReplyIsland = defineIsland({
  name: 'ad-reply',
  catalogs: [portalMarketplaceMessages, apiMessages, apiPersonalAreaMessages, authMessages],
  Component: AdReplyIsland,
});
