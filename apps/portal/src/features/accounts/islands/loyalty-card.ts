import { portalAccountsMessages } from '../../../messages/accounts';
import { defineIsland } from '../../../shared/islands';
import { LoyaltyCardLanding } from '../LoyaltyCardLanding';

/** The loyalty card's lookup and its ways on, hydrated on its own. */
export const loyaltyCardIsland = defineIsland({
  name: 'loyalty-card',
  catalogs: [portalAccountsMessages],
  Component: LoyaltyCardLanding,
});
