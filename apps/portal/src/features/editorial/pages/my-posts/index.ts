// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalEditorialMessages } from '../../../../messages/editorial';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { MyPostsPage } from './MyPostsPage';

export const Component = withPageMessages([portalEditorialMessages], MyPostsPage);
