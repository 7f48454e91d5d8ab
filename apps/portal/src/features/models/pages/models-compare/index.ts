// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the compared models of `?models=`.
import { portalModelsMessages } from '../../../../messages/models';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadComparedModels } from './compareLoader';
import { ModelsComparePage } from './ModelsComparePage';

export const Component = withPageMessages([portalModelsMessages], ModelsComparePage);

export const loader = loadComparedModels;
