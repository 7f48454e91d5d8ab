import { useLoaderData, useLocation } from 'react-router';
import type { NewsArticleData } from '../../publicNewsLoaders';
import { NewsArticleView } from './NewsArticleView';

/**
 * A public article: the route's loader fetches it (on the server for the first response) and
 * answers a draft or an unknown one with the 404 page.
 */
export function NewsArticlePage() {
  const { article } = useLoaderData() as NewsArticleData;
  const { pathname, search } = useLocation();
  return <NewsArticleView article={article} retryHref={`${pathname}${search}`} />;
}
