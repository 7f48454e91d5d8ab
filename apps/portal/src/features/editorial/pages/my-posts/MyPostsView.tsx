import type { EditorialEntry } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Heading, Text, type LayoutState } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { cardList } from '../../../../shared/personalArea/cards.css';
import * as styles from '../../editorial.css';
import { myPostsMessages } from '../../messages';
import { MyPost } from '../../MyPost';

export interface MyPostsViewProps {
  /** Loading, error (with Retry) or content, from the entries' fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The user's entries, newest first. */
  entries: EditorialEntry[] | null;
  /** Today (stories fix it), to tell "published since" from "appears on". */
  now?: Date;
}

/** The signed-in user's guestbook entries, user reports and contest entries with their state. */
export function MyPostsView({ state, onRetry, entries, now }: MyPostsViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  return (
    <PersonalPage title={intl.formatMessage(myPostsMessages.title)} state={state} onRetry={onRetry}>
      <Text>{intl.formatMessage(myPostsMessages.intro)}</Text>
      {entries === null ? null : entries.length === 0 ? (
        <section className={styles.section} aria-labelledby="my-posts-empty">
          <Heading level={2} size="h4" id="my-posts-empty">
            {intl.formatMessage(myPostsMessages.emptyTitle)}
          </Heading>
          <Text>{intl.formatMessage(myPostsMessages.emptyText)}</Text>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
          <ul role="list" className={styles.emptyLinks}>
            <li>
              <Link link={{ url: localizePath('guestbook', {}, locale) }}>
                {intl.formatMessage(myPostsMessages.toGuestbook)}
              </Link>
            </li>
            <li>
              <Link link={{ url: localizePath('user-reports', {}, locale) }}>
                {intl.formatMessage(myPostsMessages.toUserReports)}
              </Link>
            </li>
            <li>
              <Link link={{ url: localizePath('contests', {}, locale) }}>
                {intl.formatMessage(myPostsMessages.toContests)}
              </Link>
            </li>
          </ul>
        </section>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
        <ul role="list" className={cardList}>
          {entries.map((entry) => (
            <li key={`${entry.kind}:${entry.id}`}>
              <MyPost entry={entry} now={now} />
            </li>
          ))}
        </ul>
      )}
    </PersonalPage>
  );
}
