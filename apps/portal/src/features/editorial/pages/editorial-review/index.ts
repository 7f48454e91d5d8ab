// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalEditorialMessages } from '../../../../messages/editorial';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { EditorialReviewPage } from './EditorialReviewPage';

export const Component = withPageMessages([portalEditorialMessages], EditorialReviewPage);
