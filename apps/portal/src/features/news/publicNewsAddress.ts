import { newsCategories, type NewsCategory } from '@lindner/api/schema';
import { localizePath, type Locale } from '@lindner/i18n';

/** The list's query parameters. */
export const categoryQueryKey = 'category';
export const pageQueryKey = 'page';

/** What the list's address asks for: a category it knows (else all), a page from 1. */
export interface NewsListQuery {
  category: NewsCategory | null;
  page: number;
}

/** The list's filter and page from its address; what no link makes counts as absent. */
export function readNewsListQuery(params: URLSearchParams): NewsListQuery {
  const category = params.get(categoryQueryKey)?.trim() ?? '';
  const page = params.get(pageQueryKey)?.trim() ?? '';
  return {
    category: (newsCategories as readonly string[]).includes(category)
      ? (category as NewsCategory)
      : null,
    page: /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The list's address: its category and page (page 1 and all categories left out). */
export function newsListPath(locale: Locale, { category, page }: Partial<NewsListQuery> = {}) {
  const params = new URLSearchParams();
  if (category) params.set(categoryQueryKey, category);
  if (page !== undefined && page > 1) params.set(pageQueryKey, String(page));
  const search = params.toString();
  const path = localizePath('news', {}, locale);
  return search ? `${path}?${search}` : path;
}

/** An article's page. */
export function newsArticlePath(slug: string, locale: Locale): string {
  return localizePath('news-detail', { slug }, locale);
}
