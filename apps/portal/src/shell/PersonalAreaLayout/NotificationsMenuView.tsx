import type { ContractItemNotifications } from '@lindner/api/schema';
import { FetchError, Spinner } from '@lindner/ui';
import { useId } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '../../shared/locale/usePageLocale';
import { headerMenus } from '../PublicArea/PublicHeader';
import { summary } from '../PublicArea/PublicArea.css';
import { BellIcon } from './BellIcon';
import {
  notificationsButtonMessage,
  notificationsMessages as messages,
  notificationValidToMessage,
} from './messages';
import { notificationEntries } from './notificationEntries';
import * as styles from './NotificationsMenu.css';

export type NotificationsMenuViewProps =
  | { state: 'loading' }
  | { state: 'error'; onRetry: () => void; retrying?: boolean }
  | { state: 'content'; notifications: ContractItemNotifications };

/**
 * The header's notifications: a button with the count of contract items ending soon, opening
 * their list. A `<details>` as the header's other menus, so it closes as they do (Escape gives
 * the focus back to the button, a click elsewhere, a followed link) and only one is open.
 */
export function NotificationsMenuView(props: NotificationsMenuViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  const entries = props.state === 'content' ? notificationEntries(props.notifications, locale) : [];
  const count = entries.length;

  return (
    <details name={headerMenus} className={styles.menu}>
      <summary
        className={summary}
        aria-label={intl.formatMessage(notificationsButtonMessage, { count })}
      >
        <BellIcon className={styles.bell} />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </summary>
      <section className={styles.panel} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage(messages.title)}
        </h2>
        {props.state === 'loading' ? <Spinner block /> : null}
        {props.state === 'error' ? (
          <FetchError onRetry={props.onRetry} retrying={props.retrying} />
        ) : null}
        {props.state === 'content' && count === 0 ? (
          <p className={styles.note}>{intl.formatMessage(messages.empty)}</p>
        ) : null}
        {count > 0 ? (
          // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
          <ul role="list">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link to={entry.to} className={styles.entry}>
                  <span className={styles.entryTitle}>{entry.title}</span>
                  <span>
                    {entry.modelName}
                    {' – '}
                    {intl.formatMessage(messages[entry.kind])}
                  </span>
                  <span className={styles.entryDetail}>
                    <FormattedMessage
                      {...notificationValidToMessage}
                      values={{ date: <FormattedDate value={entry.validTo} timeZone="UTC" /> }}
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </details>
  );
}
