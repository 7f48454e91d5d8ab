// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches a page of the news.
import { portalPublicNewsMessages } from '../../../../messages/news';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadNewsList } from '../../publicNewsLoaders';
import { NewsListPage } from './NewsListPage';

export const Component = withPageMessages([portalPublicNewsMessages], NewsListPage);

export const loader = loadNewsList;
