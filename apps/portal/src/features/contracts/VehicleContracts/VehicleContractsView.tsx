import type { ContractItemEntry, ContractItemKind, VehicleStatus } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { Banner, Text, type LayoutState } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import { PersonalPage } from '../../../shared/personalArea/PersonalPage';
import { vehicleTabs } from '../../../shared/personalArea/sectionTabs';
import { canOrder, checkoutPath } from '../contractActions';
import { ContractItemCard } from '../ContractItemCard';
import * as styles from '../contracts.css';
import { contractMessages } from '../messages';

export interface VehicleContractsViewProps {
  kind: ContractItemKind;
  /** The vehicle's id, from the route. */
  vehicleId: string;
  /** Loading, error (with Retry) or content, from the vehicle's and the items' fetches. */
  state: LayoutState;
  onRetry: () => void;
  /** The vehicle's check: ordering waits until staff approved it. */
  vehicleStatus: VehicleStatus | null;
  /** The vehicle's items of this kind; null until fetched. */
  items: ContractItemEntry[] | null;
  /** Today (YYYY-MM-DD). */
  today: string;
  onCancel: (item: ContractItemEntry, via: 'cancel' | 'switch') => Promise<boolean>;
  onResume: (item: ContractItemEntry) => Promise<boolean>;
}

/** A vehicle's warranties or TracLink licences, with ordering, renewing and cancelling. */
export function VehicleContractsView({
  kind,
  vehicleId,
  state,
  onRetry,
  vehicleStatus,
  items,
  today,
  onCancel,
  onResume,
}: VehicleContractsViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const warranty = kind === 'warranty';
  const orderable = items !== null && canOrder(items);
  return (
    <PersonalPage
      title={intl.formatMessage(
        warranty ? contractMessages.warrantyTitle : contractMessages.traclinkTitle,
      )}
      tabs={vehicleTabs(vehicleId, locale, intl)}
      state={state}
      onRetry={onRetry}
    >
      {items === null ? null : (
        <div className={styles.list}>
          {items.length === 0 ? (
            <Text>
              {intl.formatMessage(
                warranty ? contractMessages.emptyWarranty : contractMessages.emptyTraclink,
              )}
            </Text>
          ) : (
            // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
            <ul role="list" className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <ContractItemCard
                    item={item}
                    today={today}
                    onCancel={onCancel}
                    onResume={onResume}
                  />
                </li>
              ))}
            </ul>
          )}
          {orderable && vehicleStatus === 'pending' ? (
            <Banner tone="info" title={intl.formatMessage(contractMessages.pendingTitle)}>
              <p>{intl.formatMessage(contractMessages.pendingText)}</p>
            </Banner>
          ) : orderable && vehicleStatus === 'rejected' ? (
            <Text tone="muted">{intl.formatMessage(contractMessages.rejectedText)}</Text>
          ) : orderable && vehicleStatus === 'approved' ? (
            <div className={styles.actions}>
              <ButtonLink link={{ url: checkoutPath(kind, vehicleId, locale) }}>
                {intl.formatMessage(
                  warranty ? contractMessages.orderWarranty : contractMessages.orderTraclink,
                )}
              </ButtonLink>
            </div>
          ) : null}
        </div>
      )}
    </PersonalPage>
  );
}
