import type { ContractItemStatus } from '@lindner/api/schema';
import { cx } from '@lindner/ui';
import { useIntl } from 'react-intl';
import * as styles from './contracts.css';
import { contractStatusMessages } from './messages';

const toneOf: Record<ContractItemStatus, keyof typeof styles.badgeTone> = {
  active: 'good',
  equipped: 'good',
  expiring: 'warning',
  cancelled: 'warning',
  expired: 'neutral',
  ordered: 'info',
  upgrade: 'info',
};

/** A licence's or warranty's status as a word on a badge. */
export function ContractStatusBadge({ status }: { status: ContractItemStatus }) {
  const intl = useIntl();
  return (
    <span className={cx(styles.badge, styles.badgeTone[toneOf[status]])}>
      {intl.formatMessage(contractStatusMessages[status])}
    </span>
  );
}
