import { portalOldTimerGalleryMessages } from '../../../messages/oldTimers';
import { defineIsland } from '../../../shared/islands';
import { OldTimerGallery } from '../components/OldTimerGallery';

/** An old-timer's pictures with their buttons, arrow keys and thumbnails, hydrated on their own. */
export const oldTimerGalleryIsland = defineIsland({
  name: 'old-timer-gallery',
  catalogs: [portalOldTimerGalleryMessages],
  Component: OldTimerGallery,
});
