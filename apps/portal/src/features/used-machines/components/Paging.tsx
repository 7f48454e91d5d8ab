import type { ParsedMachineQuery } from '@lindner/api/schema';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pageCount, pageItems, pageSearch } from '../machineSearch';
import { listMessages, pageMessage } from '../messages';
import * as styles from './machines.css';

export interface PagingProps {
  query: ParsedMachineQuery;
  total: number;
  /** The list's path. */
  action: string;
}

/** Numbered pages of the results, each an address of its own (`?…&page=3`). */
export function Paging({ query, total, action }: PagingProps) {
  const intl = useIntl();
  const pages = pageCount(total, query.pageSize);
  if (pages <= 1) return null;
  const current = Math.min(query.page, pages);
  const to = (page: number) => `${action}${pageSearch(query, page)}`;
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
