// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that reads the use from the URL and fetches the models.
import { portalModelsMessages } from '../../../../messages/models';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadModelOverview } from '../../modelLoaders';
import { ModelsPage } from './ModelsPage';

export const Component = withPageMessages([portalModelsMessages], ModelsPage);

export const loader = loadModelOverview;
