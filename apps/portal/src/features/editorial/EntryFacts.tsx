import type { EditorialEntry } from '@lindner/api/schema';
import { Text } from '@lindner/ui';
import { FormattedDate, useIntl } from 'react-intl';
import { facts, factValue } from '../../shared/personalArea/cards.css';
import { entryMessages } from './messages';

/** Who wrote the entry (staff's view) and when it came. */
export function EntryFacts({
  entry,
  withWriter = true,
}: {
  entry: EditorialEntry;
  withWriter?: boolean;
}) {
  const intl = useIntl();
  return (
    <dl className={facts}>
      {withWriter ? (
        <>
          <Text as="dt" size="small" tone="muted">
            {intl.formatMessage(entryMessages.writer)}
          </Text>
          <Text as="dd" size="small" className={factValue}>
            {entry.writerName}
          </Text>
        </>
      ) : null}
      <Text as="dt" size="small" tone="muted">
        {intl.formatMessage(entryMessages.submittedAt)}
      </Text>
      <Text as="dd" size="small" className={factValue}>
        <FormattedDate value={entry.submittedAt} dateStyle="medium" timeStyle="short" />
      </Text>
    </dl>
  );
}
