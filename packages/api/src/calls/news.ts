import {
  upfrontNewsArticleSchema,
  upfrontNewsListSchema,
  type UpfrontNewsArticle,
  type UpfrontNewsSummary,
} from '../schema';
import { apiGet } from '../client/request';

/** The cache key of `fetchUpfrontNews`. */
export const upfrontNewsKey = '/news/upfront';

/** GET /news/upfront (signed in): the upfront articles, newest first, each with its read mark. */
export function fetchUpfrontNews(signal?: AbortSignal): Promise<UpfrontNewsSummary[]> {
  return apiGet(upfrontNewsKey, upfrontNewsListSchema, { signal });
}

/** The cache key of `fetchUpfrontNewsArticle(slug)`. */
export const upfrontNewsArticleKey = (slug: string) =>
  `${upfrontNewsKey}/${encodeURIComponent(slug)}`;

/** GET /news/upfront/{slug} (signed in): the article, now read, with its neighbours; 404 if unknown. */
export function fetchUpfrontNewsArticle(
  slug: string,
  signal?: AbortSignal,
): Promise<UpfrontNewsArticle> {
  return apiGet(upfrontNewsArticleKey(slug), upfrontNewsArticleSchema, { signal });
}
