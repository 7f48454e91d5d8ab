import { Button, cx, visuallyHidden } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { bookmarkMessages } from '../bookmarkMessages';
import * as styles from './bookmarks.css';
import { useMachineBookmarks } from './useMachineBookmarks';

export interface BookmarkButtonProps {
  machineId: string;
  /** The machine's name, read after the button's text: which machine it bookmarks. */
  name: string;
  className?: string;
}

/**
 * "Merken" / "Gemerkt": puts the machine on the page's bookmark list or takes it off. A toggle
 * button (aria-pressed); the server renders it not pressed, as it cannot know the device's list.
 * An island of its own on a server-rendered page, where it keeps the device's list.
 */
export function BookmarkButton({ machineId, name, className }: BookmarkButtonProps) {
  const intl = useIntl();
  const list = useMachineBookmarks();
  const pressed = list.isBookmarked(machineId);
  return (
    <Button
      variant="secondary"
      size="small"
      className={cx(styles.button, className)}
      aria-pressed={pressed}
      onClick={() => list.toggle(machineId)}
    >
      <BookmarkIcon filled={pressed} />
      {intl.formatMessage(pressed ? bookmarkMessages.bookmarked : bookmarkMessages.bookmark)}
      <span className={visuallyHidden}>{` ${name}`}</span>
    </Button>
  );
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6 3.5h12v17l-6-4.25-6 4.25z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
