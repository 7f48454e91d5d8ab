import type { EditorialEntry } from '@lindner/api/schema';
import { cx, Text } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import * as styles from './editorial.css';
import { entryMessages } from './messages';

/** Only web addresses become links: anything else a writer typed stays text. */
const webAddress = /^https?:\/\/\S+$/i;

/** The entry's words as written (text, never HTML) and its video as a plain link. */
export function EntryWords({ entry }: { entry: EditorialEntry }) {
  const intl = useIntl();
  const videoUrl = entry.videoUrl?.trim();
  return (
    <>
      {entry.text ? <Text className={styles.entryText}>{entry.text}</Text> : null}
      {videoUrl ? (
        <div className={styles.section}>
          <Text size="small" tone="muted">
            {intl.formatMessage(entryMessages.video)}
          </Text>
          <Text size="small" className={styles.entryText}>
            {webAddress.test(videoUrl) ? (
              <Link link={{ url: videoUrl, isExternal: true }}>{videoUrl}</Link>
            ) : (
              videoUrl
            )}
          </Text>
        </div>
      ) : null}
    </>
  );
}

/** Lindner's answer under a guestbook entry, if there is one. */
export function EntryReply({ reply }: { reply: string | null }) {
  const intl = useIntl();
  if (!reply) return null;
  return (
    <div className={styles.section}>
      <Text size="small" weight="medium">
        {intl.formatMessage(entryMessages.reply)}
      </Text>
      <Text className={cx(styles.entryText, styles.quote)}>{reply}</Text>
    </div>
  );
}
