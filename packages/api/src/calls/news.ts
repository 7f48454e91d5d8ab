import {
  editorialNewsArticleSchema,
  editorialNewsListSchema,
  newsArticleSchema,
  newsListSchema,
  upfrontNewsArticleSchema,
  upfrontNewsListSchema,
  type EditorialNewsArticle,
  type NewsArticle,
  type NewsArticleInput,
  type NewsCategory,
  type NewsList,
  type NewsPublicationInput,
  type UpfrontNewsArticle,
  type UpfrontNewsSummary,
} from '../schema';
import { apiGet, apiSend, publicGet, type PublicCallOptions } from '../client/request';

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

/** The address of `fetchNewsList(query)`: `/news?category=…&page=…`, page 1 and no category left out. */
export function newsListKey({ category, page }: { category?: NewsCategory; page?: number } = {}) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page !== undefined && page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/news?${search}` : '/news';
}

/**
 * GET /news (public): one page of the published articles, newest first, of a category if
 * given; texts in `options.locale`'s language where written, else German (`textLanguage`).
 */
export function fetchNewsList(
  query: { category?: NewsCategory; page?: number } = {},
  options: PublicCallOptions = {},
): Promise<NewsList> {
  return publicGet(newsListKey(query), newsListSchema, options);
}

/** The address of `fetchNewsArticle(slug)`. */
export const newsArticleKey = (slug: string) => `/news/${encodeURIComponent(slug)}`;

/** GET /news/{slug} (public): a published article with its neighbours; ApiError 404 if none. */
export function fetchNewsArticle(
  slug: string,
  options: PublicCallOptions = {},
): Promise<NewsArticle> {
  return publicGet(newsArticleKey(slug), newsArticleSchema, options);
}

/** The cache key of `fetchEditorialNews`. */
export const editorialNewsKey = '/news/editorial';

/** GET /news/editorial (staff): every article with every text, drafts first. */
export function fetchEditorialNews(signal?: AbortSignal): Promise<EditorialNewsArticle[]> {
  return apiGet(editorialNewsKey, editorialNewsListSchema, { signal });
}

/** POST /news/editorial (staff): a new draft; 409 naming `slug` when another article has it. */
export function createNewsArticle(
  input: NewsArticleInput,
  signal?: AbortSignal,
): Promise<EditorialNewsArticle> {
  return apiSend('POST', editorialNewsKey, input, editorialNewsArticleSchema, { signal });
}

const editorialArticlePath = (slug: string) => `${editorialNewsKey}/${encodeURIComponent(slug)}`;

/** PUT /news/editorial/{slug} (staff): the article's category, slug and texts. */
export function updateNewsArticle(
  slug: string,
  input: NewsArticleInput,
  signal?: AbortSignal,
): Promise<EditorialNewsArticle> {
  return apiSend('PUT', editorialArticlePath(slug), input, editorialNewsArticleSchema, {
    signal,
  });
}

/** POST /news/editorial/{slug}/publication (staff): public from now (or the time given) on. */
export function publishNewsArticle(
  slug: string,
  input: NewsPublicationInput = {},
  signal?: AbortSignal,
): Promise<EditorialNewsArticle> {
  return apiSend(
    'POST',
    `${editorialArticlePath(slug)}/publication`,
    input,
    editorialNewsArticleSchema,
    { signal },
  );
}

/** DELETE /news/editorial/{slug}/publication (staff): a draft again, no longer public. */
export function unpublishNewsArticle(
  slug: string,
  signal?: AbortSignal,
): Promise<EditorialNewsArticle> {
  return apiSend(
    'DELETE',
    `${editorialArticlePath(slug)}/publication`,
    undefined,
    editorialNewsArticleSchema,
    { signal },
  );
}
