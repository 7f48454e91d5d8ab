import { useIntl } from 'react-intl';
import { pressMessages } from '../messages';
import * as styles from './press.css';

/** Beside a text shown in German on a page in another language. */
export function GermanOnlyNote({ textLang }: { textLang: string | undefined }) {
  const intl = useIntl();
  if (textLang !== 'de') return null;
  return <p className={styles.note}>{intl.formatMessage(pressMessages.germanOnly)}</p>;
}
