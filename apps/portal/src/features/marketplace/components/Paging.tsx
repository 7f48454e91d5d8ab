import type { ClassifiedAdQuery } from '@lindner/api/schema';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { marketplacePageSearch, pageCount, pageItems } from '../marketplaceSearch';
import { listMessages, pageMessage } from '../messages';
import * as styles from './marketplace.css';

export interface PagingProps {
  query: ClassifiedAdQuery;
  total: number;
  pageSize: number;
  /** The list's path. */
  action: string;
}

/** Numbered pages of the ads, each an address of its own (`?…&page=3`). */
export function Paging({ query, total, pageSize, action }: PagingProps) {
  const intl = useIntl();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const current = Math.min(query.page ?? 1, pages);
  const to = (page: number) => `${action}${marketplacePageSearch(query, page)}`;
  return (
    <nav aria-label={intl.formatMessage(listMessages.pages)}>
      <ul className={styles.paging}>
        {current > 1 ? (
          <li>
            <Link className={styles.pageLink} to={to(current - 1)} rel="prev">
              {intl.formatMessage(listMessages.previous)}
            </Link>
          </li>
        ) : null}
        {pageItems(current, pages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className={styles.pageLink}
                to={to(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={intl.formatMessage(pageMessage, { page })}
              >
                {intl.formatNumber(page)}
              </Link>
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <Link className={styles.pageLink} to={to(current + 1)} rel="next">
              {intl.formatMessage(listMessages.next)}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
