// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that reads the filters from the URL and fetches a page of the active ads.
import { portalMarketplaceMessages } from '../../../../messages/marketplace';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadMarketplaceList } from '../../marketplaceLoaders';
import { MarketplacePage } from './MarketplacePage';

export const Component = withPageMessages([portalMarketplaceMessages], MarketplacePage);

export const loader = loadMarketplaceList;
