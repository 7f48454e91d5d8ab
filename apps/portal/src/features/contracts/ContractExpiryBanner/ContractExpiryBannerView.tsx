import type { ContractItemNotifications } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { Banner, Text } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { defaultDismissDuration, dismiss, isDismissed, type DismissalStorage } from '../dismissal';
import { chooseExpiringItem, expiringItemLink } from '../expiringItem';
import { body } from './ContractExpiryBanner.css';
import { messages, traclinkText, warrantyText } from './messages';

export interface ContractExpiryBannerViewProps {
  /** The caller's contract items ending soon, as `GET /contractItems/notifications` returns them. */
  notifications: ContractItemNotifications | null;
  /** Milliseconds the banner stays hidden after dismissing. */
  dismissDuration?: number;
  /** Where the dismissal is kept; the browser's local storage when left out. */
  storage?: DismissalStorage | null;
}

/** The contract item ending soonest, TracLink first; renders nothing when dismissed or none. */
export function ContractExpiryBannerView({
  notifications,
  dismissDuration = defaultDismissDuration,
  storage = localStorageOrNull(),
}: ContractExpiryBannerViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [hidden, setHidden] = useState(() => isDismissed(storage, Date.now()));
  const expiring = chooseExpiringItem(notifications);
  if (hidden || !expiring) return null;

  const { kind, notification } = expiring;
  const values = {
    model: notification.model.name,
    validTo: <FormattedDate value={notification.item.validTo} timeZone="UTC" />,
  };
  return (
    <section aria-label={intl.formatMessage(messages.region)}>
      <Banner
        tone="warning"
        title={notification.item.title}
        onDismiss={() => {
          dismiss(storage, Date.now(), dismissDuration);
          setHidden(true);
        }}
      >
        <div className={body}>
          <Text>
            {kind === 'traclink' ? (
              <FormattedMessage {...traclinkText} values={values} />
            ) : (
              <FormattedMessage {...warrantyText} values={values} />
            )}
          </Text>
          <Link link={{ url: expiringItemLink(expiring, locale) }}>
            <Text as="span" weight="medium">
              {intl.formatMessage(
                kind === 'traclink' ? messages.traclinkLink : messages.warrantyLink,
              )}
            </Text>
          </Link>
        </div>
      </Banner>
    </section>
  );
}

function localStorageOrNull(): DismissalStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Reading localStorage throws where the browser forbids storage.
    return null;
  }
}
