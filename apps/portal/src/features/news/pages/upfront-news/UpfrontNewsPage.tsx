import { fetchUpfrontNews, upfrontNewsKey, useFetch } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { UpfrontNewsView } from './UpfrontNewsView';

/** The upfront news with their read marks: GET /news/upfront. */
export function UpfrontNewsPage() {
  const news = useFetch(upfrontNewsKey, fetchUpfrontNews);
  return (
    <UpfrontNewsView
      state={layoutStateOf(news)}
      onRetry={() => void news.refetch()}
      news={news.data}
    />
  );
}
