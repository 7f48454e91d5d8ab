import type { MachineType, OfferType } from '@lindner/api/schema';
import { cx } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { offerTypeMessages, typeMessages } from '../messages';
import * as styles from './machines.css';

/** What a machine is offered as (used, demo) and, for a special offer, its badge. */
export function OfferBadges({ type, offerType }: { type: MachineType; offerType: OfferType }) {
  const intl = useIntl();
  return (
    <p className={styles.badges}>
      {offerType !== 'normal' ? (
        <span className={cx(styles.badge, styles.badgeOffer)}>
          {intl.formatMessage(offerTypeMessages[offerType])}
        </span>
      ) : null}
      <span className={styles.badge}>{intl.formatMessage(typeMessages[type])}</span>
    </p>
  );
}
