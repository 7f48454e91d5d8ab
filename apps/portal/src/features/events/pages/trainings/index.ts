// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalEventsMessages } from '../../../../messages/events';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { TrainingsPage } from './TrainingsPage';

export const Component = withPageMessages([portalEventsMessages], TrainingsPage);
