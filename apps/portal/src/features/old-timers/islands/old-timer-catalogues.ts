import { apiMessages } from '@lindner/api';
import { authMessages } from '@lindner/auth';
import { portalOldTimerCataloguesMessages } from '../../../messages/oldTimers';
import { defineIsland } from '../../../shared/islands';
import { CataloguesIsland } from '../components/CataloguesIsland';

/**
 * An old-timer's catalogues with their sign-on, hydrated on their own: a restricted one downloads
 * for a signed-in user with a customer number. The sign-on's texts are for its error page.
 */
export const oldTimerCataloguesIsland = defineIsland({
  name: 'old-timer-catalogues',
  catalogs: [portalOldTimerCataloguesMessages, apiMessages, authMessages],
  Component: CataloguesIsland,
});
