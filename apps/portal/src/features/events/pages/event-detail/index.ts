// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the event and answers an unknown one with HTTP 404.
import { portalEventsMessages } from '../../../../messages/events';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadEvent } from '../../eventLoaders';
import { EventDetailPage } from './EventDetailPage';

export const Component = withPageMessages([portalEventsMessages], EventDetailPage);

export const loader = loadEvent;
