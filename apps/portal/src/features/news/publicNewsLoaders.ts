import { ApiError, fetchNewsArticle, fetchNewsList } from '@lindner/api/client';
import type { NewsArticle, NewsList } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../shared/publicApiOptions';
import { readNewsListQuery, type NewsListQuery } from './publicNewsAddress';

/** What the list's route loads: the address's filter and page, and that page (null: not fetched). */
export interface NewsListData {
  query: NewsListQuery;
  list: NewsList | null;
}

/** What an article's route loads: the article (null: not fetched). */
export interface NewsArticleData {
  article: NewsArticle | null;
}

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/**
 * The list's loader: one page of the published articles, on the server for the first response,
 * in the page's language. A failed fetch shows in the page with Retry rather than as an error.
 */
export async function loadNewsList({ request }: LoaderFunctionArgs): Promise<NewsListData> {
  const query = readNewsListQuery(new URL(request.url).searchParams);
  try {
    const list = await fetchNewsList(
      { category: query.category ?? undefined, page: query.page },
      publicApiOptionsOf(request),
    );
    return { query, list };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Error fetching the news', error);
    return { query, list: null };
  }
}

/** An article's loader: HTTP 404 for a draft or an unknown one; null when it could not be fetched. */
export async function loadNewsArticle({
  request,
  params,
}: LoaderFunctionArgs): Promise<NewsArticleData> {
  try {
    return { article: await fetchNewsArticle(params.slug ?? '', publicApiOptionsOf(request)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw notFound();
    }
    if (request.signal.aborted) throw error;
    console.error('Error fetching the news article', error);
    return { article: null };
  }
}
