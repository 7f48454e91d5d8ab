// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that reads the filters from the URL and fetches the upcoming events.
import { portalEventsMessages } from '../../../../messages/events';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadEventList } from '../../eventLoaders';
import { EventsPage } from './EventsPage';

export const Component = withPageMessages([portalEventsMessages], EventsPage);

export const loader = loadEventList;
