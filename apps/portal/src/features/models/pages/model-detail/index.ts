// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the model and answers an unknown one with HTTP 404.
import { financeCalculatorMessages } from '@lindner/finance-calculator/messages';
import { portalModelsMessages } from '../../../../messages/models';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadModel } from '../../modelLoaders';
import { ModelPage } from './ModelPage';

export const Component = withPageMessages(
  [portalModelsMessages, financeCalculatorMessages],
  ModelPage,
);

export const loader = loadModel;
