import type { CheckoutOrder } from '@lindner/api/schema';
import { useFormatCents } from '@lindner/i18n';
import { Banner, Button, Heading, Text, type LayoutState } from '@lindner/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { actionOfOrder, orderMessages } from '../../messages';
import { OrderFacts } from '../../OrderFacts';
import * as styles from '../../orders.css';

export interface OrdersReviewViewProps {
  /** Whether the user holds the realm role `staff`; others see "not allowed", nothing else. */
  allowed: boolean;
  /** Loading, error (with Retry) or content, from the list's fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** Every user's orders still being processed, oldest first. */
  orders: CheckoutOrder[] | null;
  /** Marks an order done; resolves true once it is. */
  onComplete: (order: CheckoutOrder) => Promise<boolean>;
}

/** Staff's list of orders to process, each marked done once the work is. */
export function OrdersReviewView({
  allowed,
  state,
  onRetry,
  orders,
  onComplete,
}: OrdersReviewViewProps) {
  const intl = useIntl();
  const title = intl.formatMessage(orderMessages.reviewTitle);
  if (!allowed) {
    return (
      <PersonalPage title={title}>
        <Banner tone="warning" title={intl.formatMessage(orderMessages.notAllowedTitle)}>
          <p>{intl.formatMessage(orderMessages.notAllowedText)}</p>
        </Banner>
      </PersonalPage>
    );
  }
  return (
    <PersonalPage title={title} state={state} onRetry={onRetry}>
      {orders === null ? null : orders.length === 0 ? (
        <Text>{intl.formatMessage(orderMessages.reviewEmpty)}</Text>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
        <ul role="list" className={styles.list}>
          {orders.map((order) => (
            <li key={order.id}>
              <ReviewOrder order={order} onComplete={onComplete} />
            </li>
          ))}
        </ul>
      )}
    </PersonalPage>
  );
}

function ReviewOrder({
  order,
  onComplete,
}: {
  order: CheckoutOrder;
  onComplete: (order: CheckoutOrder) => Promise<boolean>;
}) {
  const intl = useIntl();
  const formatCents = useFormatCents();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const customer = order.invoiceAddress;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Heading level={2} size="large" id={headingId}>
        {order.productName}
      </Heading>
      <OrderFacts order={order} />
      <dl className={styles.facts}>
        <Text as="dt" size="small" tone="muted">
          {intl.formatMessage(orderMessages.customer)}
        </Text>
        <Text as="dd" size="small" className={styles.factValue}>
          {[
            customer.company,
            `${customer.firstName} ${customer.lastName}`,
            `${customer.zip} ${customer.city}`,
          ]
            .filter(Boolean)
            .join(', ')}
        </Text>
        <Text as="dt" size="small" tone="muted">
          {intl.formatMessage(orderMessages.oneTimeTotal)}
        </Text>
        <Text as="dd" size="small" className={styles.factValue}>
          {formatCents(order.summary.totals.oneTime.grossCents)}
        </Text>
      </dl>
      <div className={styles.actions}>
        <Button
          busy={busy}
          aria-label={intl.formatMessage(actionOfOrder, {
            action: intl.formatMessage(orderMessages.complete),
            product: order.productName,
            date: intl.formatDate(order.createdAt, { dateStyle: 'medium' }),
          })}
          onClick={() => {
            setBusy(true);
            void onComplete(order).finally(() => setBusy(false));
          }}
        >
          {intl.formatMessage(orderMessages.complete)}
        </Button>
      </div>
    </article>
  );
}
