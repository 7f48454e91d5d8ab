import { localizePath } from '@lindner/i18n';
import { Text } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { saveSearchMessages } from '../savedSearchMessages';
import * as styles from './SaveSearch.css';

/**
 * "Suche speichern" for a visitor: a link to the bookmarks page with the search (`?save=`); the
 * personal area signs in on the way, and the page shows the form with that search.
 */
export function SaveSearchLink({ query }: { query: string }) {
  const intl = useIntl();
  const locale = usePageLocale();
  const url = `${localizePath('bookmarks', {}, locale)}?save=${encodeURIComponent(query)}`;
  return (
    <div className={styles.saveSearch}>
      <Link link={{ url }} className={styles.signInLink}>
        {intl.formatMessage(saveSearchMessages.open)}
      </Link>
      <Text size="small" tone="muted">
        {intl.formatMessage(saveSearchMessages.signInHint)}
      </Text>
    </div>
  );
}
