import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pageItems } from './pageItems';
import * as styles from './Paging.css';

/** The paging's texts, already in the page's language: each feature keeps its own messages. */
export interface PagingTexts {
  /** The navigation's name. */
  label: string;
  previous: string;
  next: string;
  /** A page number's accessible name. */
  page: (page: number) => string;
}

export interface PagingProps {
  /** The page asked for (1-based); one past the last shows the last. */
  page: number;
  /** How many pages there are; one or none shows no paging. */
  pages: number;
  /** A page's address. */
  href: (page: number) => string;
  texts: PagingTexts;
}

/** Numbered pages of a list, each an address of its own (`?…&page=3`). */
export function Paging({ page: asked, pages, href, texts }: PagingProps) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const current = Math.min(asked, pages);
  return (
    <nav aria-label={texts.label}>
      <ul className={styles.paging}>
        {current > 1 ? (
          <li>
            <Link className={styles.pageLink} to={href(current - 1)} rel="prev">
              {texts.previous}
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
                to={href(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={texts.page(page)}
              >
                {intl.formatNumber(page)}
              </Link>
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <Link className={styles.pageLink} to={href(current + 1)} rel="next">
              {texts.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
