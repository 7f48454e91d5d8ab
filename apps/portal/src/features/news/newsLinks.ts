import type { UpfrontNewsSummary } from '@lindner/api/schema';

// Pure logic of the upfront news pages: the list's read marks once an article has been opened.

/**
 * The list as it is once an article has been opened: that article read, the others as they
 * were. The same list (no new render) when nothing changes.
 */
export function markArticleRead(
  list: UpfrontNewsSummary[] | undefined,
  slug: string,
): UpfrontNewsSummary[] | undefined {
  if (!list?.some((item) => item.slug === slug && !item.read)) return list;
  return list.map((item) => (item.slug === slug ? { ...item, read: true } : item));
}
