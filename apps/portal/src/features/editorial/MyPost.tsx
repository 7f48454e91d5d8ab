import type { EditorialEntry } from '@lindner/api/schema';
import { cx, Heading, Text } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { card } from '../../shared/personalArea/cards.css';
import * as styles from './editorial.css';
import { EntryBadges } from './EntryBadges';
import { EntryFacts } from './EntryFacts';
import { EntryReply, EntryWords } from './EntryWords';
import { kindMessages, myPostsMessages } from './messages';

/** One of the writer's entries: kind, state, their words, and staff's reason or answer. */
export function MyPost({ entry, now }: { entry: EditorialEntry; now?: Date }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <article className={card} aria-labelledby={headingId}>
      <EntryBadges entry={entry} withState now={now} />
      <Heading level={2} size="h4" id={headingId} className={styles.entryText}>
        {/* An entry without a title (a drawing) is called by its kind. */}
        {entry.title || intl.formatMessage(kindMessages[entry.kind])}
      </Heading>
      <EntryFacts entry={entry} withWriter={false} />
      {entry.state === 'rejected' && entry.reason ? (
        <div className={styles.section}>
          <Text size="small" weight="medium">
            {intl.formatMessage(myPostsMessages.reason)}
          </Text>
          <Text className={cx(styles.entryText, styles.quote)}>{entry.reason}</Text>
        </div>
      ) : null}
      <EntryWords entry={entry} />
      <EntryReply reply={entry.reply} />
    </article>
  );
}
