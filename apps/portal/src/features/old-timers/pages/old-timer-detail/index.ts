// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the old-timer and answers an unknown one with HTTP 404.
import {
  portalOldTimerCataloguesMessages,
  portalOldTimerGalleryMessages,
  portalOldTimersMessages,
} from '../../../../messages/oldTimers';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadOldTimer } from '../../oldTimerLoaders';
import { OldTimerPage } from './OldTimerPage';

export const Component = withPageMessages(
  [portalOldTimersMessages, portalOldTimerCataloguesMessages, portalOldTimerGalleryMessages],
  OldTimerPage,
);

export const loader = loadOldTimer;
