import type { CheckoutOrder } from '@lindner/api/schema';
import { Text } from '@lindner/ui';
import { useIntl } from 'react-intl';
import * as styles from './orders.css';
import { orderMessages, orderTypeMessages } from './messages';

/** An order's product, vehicle, type and date as a description list. */
export function OrderFacts({ order }: { order: CheckoutOrder }) {
  const intl = useIntl();
  const facts: [string, string][] = [
    [intl.formatMessage(orderMessages.product), order.productName],
    [
      intl.formatMessage(orderMessages.vehicle),
      `${order.vehicle.model.name} (${order.vehicle.vin})`,
    ],
    [intl.formatMessage(orderMessages.type), intl.formatMessage(orderTypeMessages[order.type])],
    [
      intl.formatMessage(orderMessages.date),
      intl.formatDate(order.createdAt, { dateStyle: 'medium' }),
    ],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <FactPair key={label} label={label} value={value} />
      ))}
    </dl>
  );
}

function FactPair({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text as="dt" size="small" tone="muted">
        {label}
      </Text>
      <Text as="dd" size="small" className={styles.factValue}>
        {value}
      </Text>
    </>
  );
}
