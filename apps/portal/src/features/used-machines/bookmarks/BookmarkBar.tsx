import { localizePath } from '@lindner/i18n';
import { ButtonLink } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { bookmarkCountMessage, bookmarkMessages } from '../bookmarkMessages';
import { compareSearch } from '../pages/used-machines-compare/compareMachines';
import { useBookmarkList } from './bookmarkList';
import * as styles from './bookmarks.css';

/**
 * The list's bar of the bookmarks, once there are any: how many, the comparison of the newest
 * (up to four) from two on, and for a signed-in user the way to the personal bookmarks page.
 */
export function BookmarkBar() {
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  const list = useBookmarkList();
  if (!list || list.ids.length === 0) return null;
  const count = list.ids.length;
  return (
    <section className={styles.bar} aria-labelledby={titleId}>
      <p className={styles.barCount} id={titleId}>
        {intl.formatMessage(bookmarkCountMessage, { count })}
      </p>
      {count >= 2 ? (
        <ButtonLink
          variant="primary"
          size="small"
          link={{
            url: `${localizePath('used-machines-compare', {}, locale)}${compareSearch(list.ids)}`,
          }}
        >
          {intl.formatMessage(bookmarkMessages.compare)}
        </ButtonLink>
      ) : null}
      {list.signedIn ? (
        <ButtonLink
          variant="secondary"
          size="small"
          link={{ url: localizePath('bookmarks', {}, locale) }}
        >
          {intl.formatMessage(bookmarkMessages.showList)}
        </ButtonLink>
      ) : null}
    </section>
  );
}
