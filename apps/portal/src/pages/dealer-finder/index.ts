// The route's lazily loaded module (see routes/pages.ts): a route module exports `Component`.
import { dealerMapMessages } from '@lindner/dealer-map/messages';
import { withPageMessages } from '../../routes/withPageMessages';
import { DealerFinderPage } from './DealerFinderPage';

export const Component = withPageMessages([dealerMapMessages], DealerFinderPage);
