import { portalUsedMachinesControlsMessages } from '../../../messages/usedMachines';
import { defineIsland } from '../../../shared/islands';
import { BookmarkBar } from '../bookmarks/BookmarkBar';

/** The list's bar of the device's bookmarks with the comparison, hydrated on its own. */
export const machineBookmarkBarIsland = defineIsland({
  name: 'machine-bookmark-bar',
  catalogs: [portalUsedMachinesControlsMessages],
  Component: BookmarkBar,
});
