import { portalMarketplaceMessages } from '../../../messages/marketplace';
import { defineIsland } from '../../../shared/islands';
import { Gallery } from '../components/Gallery';

/** An ad's photos with their buttons, arrow keys and thumbnails, hydrated on their own. */
export const adGalleryIsland = defineIsland({
  name: 'ad-gallery',
  catalogs: [portalMarketplaceMessages],
  Component: Gallery,
});
