// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the ad and answers an unknown one with HTTP 404.
import { apiPersonalAreaMessages } from '@lindner/api';
import { portalMarketplaceMessages } from '../../../../messages/marketplace';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadMarketplaceAd } from '../../marketplaceLoaders';
import { MarketplaceDetailPage } from './MarketplaceDetailPage';

// The reply checks its fields with the API's field messages, which are in its personal-area part.
export const Component = withPageMessages(
  [portalMarketplaceMessages, apiPersonalAreaMessages],
  MarketplaceDetailPage,
);

export const loader = loadMarketplaceAd;
