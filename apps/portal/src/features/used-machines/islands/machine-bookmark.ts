import { portalUsedMachinesControlsMessages } from '../../../messages/usedMachines';
import { defineIsland } from '../../../shared/islands';
import { BookmarkButton } from '../bookmarks/BookmarkButton';

/** A machine's "Merken" button, hydrated on its own (one per card of the list). */
export const machineBookmarkIsland = defineIsland({
  name: 'machine-bookmark',
  catalogs: [portalUsedMachinesControlsMessages],
  Component: BookmarkButton,
});
