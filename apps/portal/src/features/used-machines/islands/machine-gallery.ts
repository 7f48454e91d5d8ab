import { portalUsedMachinesControlsMessages } from '../../../messages/usedMachines';
import { defineIsland } from '../../../shared/islands';
import { Gallery } from '../components/Gallery';

/** A machine's photos, hydrated on its own (buttons, arrow keys, thumbnails, swipes). */
export const machineGalleryIsland = defineIsland({
  name: 'machine-gallery',
  catalogs: [portalUsedMachinesControlsMessages],
  Component: Gallery,
});
