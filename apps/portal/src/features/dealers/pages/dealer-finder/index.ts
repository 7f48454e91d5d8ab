// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { dealerMapMessages } from '@lindner/dealer-map/messages';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { DealerFinderPage } from './DealerFinderPage';

export const Component = withPageMessages([dealerMapMessages], DealerFinderPage);
