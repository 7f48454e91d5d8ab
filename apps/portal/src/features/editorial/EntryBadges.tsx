import type { EditorialEntry } from '@lindner/api/schema';
import { useIntl } from 'react-intl';
import { badge } from '../../shared/personalArea/cards.css';
import { cx } from '@lindner/ui';
import * as styles from './editorial.css';
import { kindMessages, myPostsMessages, publishedMessage, publishedSoonMessage } from './messages';

/** The entry's kind, and (for its writer) where it stands. */
export function EntryBadges({
  entry,
  withState = false,
  now = new Date(),
}: {
  entry: EditorialEntry;
  withState?: boolean;
  /** Today, to tell "published since" from "appears on" (the drawing contest's next day). */
  now?: Date;
}) {
  const intl = useIntl();
  return (
    <div className={styles.badges}>
      <span className={cx(badge, styles.badgeTone.kind)}>
        {intl.formatMessage(kindMessages[entry.kind])}
      </span>
      {withState ? (
        <span className={cx(badge, styles.badgeTone[entry.state])}>{stateText()}</span>
      ) : null}
    </div>
  );

  function stateText(): string {
    if (entry.state === 'pending') return intl.formatMessage(myPostsMessages.pending);
    if (entry.state === 'rejected') return intl.formatMessage(myPostsMessages.rejected);
    if (!entry.publishedAt) return intl.formatMessage(myPostsMessages.approved);
    const date = intl.formatDate(entry.publishedAt, { dateStyle: 'medium' });
    return Date.parse(entry.publishedAt) > now.getTime()
      ? intl.formatMessage(publishedSoonMessage, { date })
      : intl.formatMessage(publishedMessage, { date });
  }
}
