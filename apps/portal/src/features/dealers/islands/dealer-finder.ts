import { DealerFinder } from '@lindner/dealer-map';
import { dealerMapMessages } from '@lindner/dealer-map/messages';
import { defineIsland } from '../../../shared/islands';

/** The dealer finder on its public page, hydrated on its own. */
export const dealerFinderIsland = defineIsland({
  name: 'dealer-finder',
  catalogs: [dealerMapMessages],
  Component: DealerFinder,
});
