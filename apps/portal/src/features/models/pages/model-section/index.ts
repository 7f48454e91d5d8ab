// The route's lazily loaded module (see app/router/pages.ts): one section of a model's page, the
// same page as the whole model's; its `loader` answers a section the segment does not name, or
// one the model does not have, with HTTP 404.
import { financeCalculatorMessages } from '@lindner/finance-calculator/messages';
import { portalModelsMessages } from '../../../../messages/models';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadModelSection } from '../../modelLoaders';
import { ModelPage } from '../model-detail/ModelPage';

export const Component = withPageMessages(
  [portalModelsMessages, financeCalculatorMessages],
  ModelPage,
);

export const loader = loadModelSection;
