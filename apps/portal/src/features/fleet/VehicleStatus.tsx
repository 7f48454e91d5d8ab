import type { VehicleStatus as Status } from '@lindner/api/schema';
import { Banner, Text } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { cx } from '@lindner/ui';
import * as styles from './fleet.css';
import { rejectedNotice, statusMessages } from './messages';

/** The vehicle's check as a badge: in review, approved or rejected. */
export function VehicleStatusBadge({ status }: { status: Status }) {
  const intl = useIntl();
  return (
    <span className={cx(styles.badge, styles.badgeTone[status])}>
      {intl.formatMessage(statusMessages[status])}
    </span>
  );
}

/**
 * What the check means for the owner: the pending notice of SPEC.md section 4, or staff's
 * reason for a rejection; nothing once approved.
 */
export function VehicleStatusNotice({
  status,
  rejectionReason,
  compact = false,
}: {
  status: Status;
  rejectionReason: string | null;
  /** In a card: a line of text rather than a banner. */
  compact?: boolean;
}) {
  const intl = useIntl();
  if (status === 'approved') return null;
  const text =
    status === 'pending'
      ? intl.formatMessage(statusMessages.pendingNotice)
      : intl.formatMessage(rejectedNotice, { reason: rejectionReason ?? '–' });
  if (compact) {
    return (
      <Text size="small" tone={status === 'rejected' ? 'critical' : 'muted'}>
        {text}
      </Text>
    );
  }
  return (
    <Banner
      tone={status === 'pending' ? 'info' : 'error'}
      title={intl.formatMessage(statusMessages[status])}
    >
      <p>{text}</p>
    </Banner>
  );
}
