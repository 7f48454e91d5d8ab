import { Text } from '@lindner/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as styles from './news.css';

/**
 * The note above an article that exists only in German, on a page in another language: in the
 * page's language, so that the reader knows why the text that follows is German.
 */
export function GermanOnlyNote({ message }: { message: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <Text size="small" className={styles.germanOnly}>
      {intl.formatMessage(message)}
    </Text>
  );
}
