import {
  ApiError,
  fetchUpfrontNewsArticle,
  upfrontNewsArticleKey,
  upfrontNewsKey,
  useFetch,
} from '@lindner/api';
import type { UpfrontNewsSummary } from '@lindner/api/schema';
import { layoutStateOf } from '@lindner/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { markArticleRead } from '../../newsLinks';
import { UpfrontNewsArticleView } from './UpfrontNewsArticleView';

/**
 * An upfront article with its neighbours: GET /news/upfront/{slug}, which marks it read on the
 * server. The list's cached copy is marked read at once, then fetched again on its next visit.
 */
export function UpfrontNewsArticlePage() {
  const { slug = '' } = useParams();
  const article = useFetch(slug ? upfrontNewsArticleKey(slug) : null, (signal) =>
    fetchUpfrontNewsArticle(slug, signal),
  );
  const { mutate } = useSWRConfig();
  const openedSlug = article.data?.slug;

  useEffect(() => {
    if (openedSlug === undefined) return;
    void mutate<UpfrontNewsSummary[]>(upfrontNewsKey, (list) => markArticleRead(list, openedSlug), {
      revalidate: true,
      populateCache: true,
    });
  }, [mutate, openedSlug]);

  const notFound = article.error instanceof ApiError && article.error.status === 404;
  return (
    <UpfrontNewsArticleView
      state={layoutStateOf(article)}
      onRetry={() => void article.refetch()}
      article={article.data}
      notFound={notFound}
    />
  );
}
