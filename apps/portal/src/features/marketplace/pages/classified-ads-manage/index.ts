// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalClassifiedAdsMessages } from '../../../../messages/classifiedAds';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { ManageAdsPage } from './ManageAdsPage';

export const Component = withPageMessages([portalClassifiedAdsMessages], ManageAdsPage);
