import { newsCategories, type NewsCategory } from '@lindner/api/schema';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { newsCategoryMessages, publicNewsMessages } from '../publicMessages';
import { newsListPath } from '../publicNewsAddress';
import * as styles from './publicNews.css';

/**
 * The list's filter: a link per category and one to all, the shown one marked current. Links,
 * not a form: they work without JavaScript and each filtered list has an address to share.
 */
export function CategoryLinks({ category }: { category: NewsCategory | null }) {
  const intl = useIntl();
  const locale = usePageLocale();
  const choices: [NewsCategory | null, string][] = [
    [null, intl.formatMessage(publicNewsMessages.allCategories)],
    ...newsCategories.map((each): [NewsCategory, string] => [
      each,
      intl.formatMessage(newsCategoryMessages[each]),
    ]),
  ];
  return (
    <nav aria-label={intl.formatMessage(publicNewsMessages.categories)}>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
      <ul role="list" className={styles.categories}>
        {choices.map(([each, label]) => (
          <li key={each ?? 'all'}>
            <Link
              className={styles.categoryLink}
              to={newsListPath(locale, { category: each })}
              aria-current={each === category ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
