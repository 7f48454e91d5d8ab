// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the article and answers a draft or an unknown one with HTTP 404.
import { portalPublicNewsMessages } from '../../../../messages/news';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadNewsArticle } from '../../publicNewsLoaders';
import { NewsArticlePage } from './NewsArticlePage';

export const Component = withPageMessages([portalPublicNewsMessages], NewsArticlePage);

export const loader = loadNewsArticle;
