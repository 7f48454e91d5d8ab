import type { CheckoutOrder } from '@lindner/api/schema';
import { Banner } from '@lindner/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './Checkout.css';
import { messages, orderedMessage } from './messages';

export function SuccessNotice({
  order,
  ordersHref,
}: {
  order: CheckoutOrder;
  ordersHref?: string;
}) {
  const intl = useIntl();
  return (
    <Banner tone="success" title={intl.formatMessage(messages.success)}>
      <p className={styles.text}>
        <FormattedMessage
          {...orderedMessage}
          values={{ product: order.productName, model: order.vehicle.model.name }}
        />
      </p>
      {ordersHref ? (
        <a className={styles.link} href={ordersHref}>
          <FormattedMessage {...messages.toOrders} />
        </a>
      ) : null}
    </Banner>
  );
}
