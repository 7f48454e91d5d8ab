import { localizePath, useLocale } from '@lindner/i18n';
import { ButtonAnchor } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { bookmarkCountMessage, bookmarkMessages } from '../bookmarkMessages';
import { compareSearch } from '../pages/used-machines-compare/compareMachines';
import * as styles from './bookmarks.css';
import { useMachineBookmarks } from './useMachineBookmarks';

/**
 * The list's bar of the bookmarks, once there are any: how many, the comparison of the newest
 * (up to four) from two on, and for a signed-in user the way to the personal bookmarks page.
 * Plain links, in the island's own locale: an island has no router.
 */
export function BookmarkBar() {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const list = useMachineBookmarks();
  if (list.ids.length === 0) return null;
  const count = list.ids.length;
  return (
    <section className={styles.bar} aria-labelledby={titleId}>
      <p className={styles.barCount} id={titleId}>
        {intl.formatMessage(bookmarkCountMessage, { count })}
      </p>
      {count >= 2 ? (
        <ButtonAnchor
          variant="primary"
          size="small"
          href={`${localizePath('used-machines-compare', {}, locale)}${compareSearch(list.ids)}`}
        >
          {intl.formatMessage(bookmarkMessages.compare)}
        </ButtonAnchor>
      ) : null}
      {list.signedIn ? (
        <ButtonAnchor variant="secondary" size="small" href={localizePath('bookmarks', {}, locale)}>
          {intl.formatMessage(bookmarkMessages.showList)}
        </ButtonAnchor>
      ) : null}
    </section>
  );
}
