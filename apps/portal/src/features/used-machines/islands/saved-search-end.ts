import { portalUsedMachinesMessages } from '../../../messages/usedMachines';
import { defineIsland } from '../../../shared/islands';
import { SavedSearchEnd } from '../pages/used-machine-search-end/SavedSearchEnd';

/** Ending a saved search from its mail: the search, the button and what came of it. */
export const savedSearchEndIsland = defineIsland({
  name: 'saved-search-end',
  catalogs: [portalUsedMachinesMessages],
  Component: SavedSearchEnd,
});
