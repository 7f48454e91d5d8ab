import type { AdKind } from '@lindner/api/schema';
import { cx } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { kindMessages } from '../messages';
import * as styles from './marketplace.css';

/** "Biete" (in the brand's colour) or "Suche". */
export function KindBadge({ kind }: { kind: AdKind }) {
  const intl = useIntl();
  return (
    <span className={cx(styles.badge, kind === 'offer' && styles.badgeOffer)}>
      {intl.formatMessage(kindMessages[kind])}
    </span>
  );
}
