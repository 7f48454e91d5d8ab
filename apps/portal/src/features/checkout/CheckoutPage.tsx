import {
  contractItemNotificationsKey,
  contractItemsKey,
  ordersInProcessingKey,
  ordersKey,
} from '@lindner/api';
import type { ContractItemKind } from '@lindner/api/schema';
import { Checkout } from '@lindner/checkout';
import { localizePath, useLocale } from '@lindner/i18n';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { PersonalPage } from '../../shared/personalArea/PersonalPage';
import { checkoutPageMessages } from './messages';

/** Everything an order or a renewal changes: the lists of items, the banners, the orders. */
const changedByAnOrder = (key: unknown) =>
  typeof key === 'string' &&
  (key.startsWith(contractItemsKey) ||
    key === contractItemNotificationsKey ||
    key === ordersKey ||
    key === ordersInProcessingKey);

/**
 * The checkout of a vehicle (both checkout routes): a licence or a warranty extension for the
 * vehicle of the path, or with `?renew={contractItemId}` the renewal of that licence now.
 */
export function CheckoutPage({ kind }: { kind: ContractItemKind }) {
  const intl = useIntl();
  const locale = useLocale();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const renew = kind === 'traclink' ? searchParams.get('renew') : null;
  const { mutate } = useSWRConfig();

  return (
    <PersonalPage title={intl.formatMessage(checkoutPageMessages.title)}>
      <Checkout
        // A new checkout (and idempotency key) for another vehicle or licence.
        key={`${kind}:${id}:${renew ?? ''}`}
        kind={kind}
        vehicleId={id}
        renewContractItemId={renew ?? undefined}
        termsHref={localizePath('terms-of-sale', {}, locale)}
        cancellationPolicyHref={localizePath('cancellation-policy', {}, locale)}
        ordersHref={localizePath('orders', {}, locale)}
        onOrdered={() => void mutate(changedByAnOrder)}
      />
    </PersonalPage>
  );
}

/** `fleet-detail-traclink-checkout`: a TracLink licence, or the renewal of one. */
export function TraclinkCheckoutPage() {
  return <CheckoutPage kind="traclink" />;
}

/** `fleet-detail-warranty-checkout`: a warranty extension. */
export function WarrantyCheckoutPage() {
  return <CheckoutPage kind="warranty" />;
}
