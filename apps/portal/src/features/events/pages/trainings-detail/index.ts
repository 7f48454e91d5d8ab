// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalEventsMessages } from '../../../../messages/events';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { TrainingDetailPage } from './TrainingDetailPage';

export const Component = withPageMessages([portalEventsMessages], TrainingDetailPage);
