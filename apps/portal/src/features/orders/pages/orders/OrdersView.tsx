import type { CheckoutOrder } from '@lindner/api/schema';
import { localizePath, useFormatCents, useLocale } from '@lindner/i18n';
import { Heading, Text, type LayoutState } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import {
  actionOfOrder,
  historyStep,
  linePeriodMessages,
  orderMessages,
  orderStatusMessages,
  recurringTotal,
} from '../../messages';
import { OrderFacts } from '../../OrderFacts';
import * as styles from '../../orders.css';

export interface OrdersViewProps {
  /** Loading, error (with Retry) or content, from the orders' fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The user's orders, newest first; null until fetched. */
  orders: CheckoutOrder[] | null;
}

/** Every order of the user, newest first, each with its history, totals and confirmation. */
export function OrdersView({ state, onRetry, orders }: OrdersViewProps) {
  const intl = useIntl();
  return (
    <PersonalPage title={intl.formatMessage(orderMessages.title)} state={state} onRetry={onRetry}>
      {orders === null ? null : orders.length === 0 ? (
        <Text>{intl.formatMessage(orderMessages.empty)}</Text>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
        <ul role="list" className={styles.list}>
          {[...orders]
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
        </ul>
      )}
    </PersonalPage>
  );
}

function OrderCard({ order }: { order: CheckoutOrder }) {
  const intl = useIntl();
  const formatCents = useFormatCents();
  const locale = useLocale();
  const headingId = useId();
  const historyId = useId();
  const { totals, period } = order.summary;
  const date = intl.formatDate(order.createdAt, { dateStyle: 'medium' });
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <Heading level={2} size="large" id={headingId}>
          {order.productName}
        </Heading>
        <span className={styles.badge}>
          {intl.formatMessage(orderStatusMessages[order.status])}
        </span>
      </div>
      <OrderFacts order={order} />
      <dl className={styles.facts}>
        <Text as="dt" size="small" tone="muted">
          {intl.formatMessage(orderMessages.oneTimeTotal)}
        </Text>
        <Text as="dd" size="small" weight="medium" className={styles.factValue}>
          {formatCents(totals.oneTime.grossCents)}
        </Text>
        {totals.recurring ? (
          <>
            <Text as="dt" size="small" tone="muted">
              {intl.formatMessage(recurringTotal, {
                period: intl.formatMessage(linePeriodMessages[period]),
              })}
            </Text>
            <Text as="dd" size="small" weight="medium" className={styles.factValue}>
              {formatCents(totals.recurring.grossCents)}
            </Text>
          </>
        ) : null}
      </dl>
      <Text id={historyId} size="small" weight="medium">
        {intl.formatMessage(orderMessages.history)}
      </Text>
      <ol className={styles.history} aria-labelledby={historyId}>
        {order.statusHistory.map((step) => (
          <Text as="li" size="small" key={`${step.status}-${step.changedAt}`}>
            {intl.formatMessage(historyStep, {
              status: intl.formatMessage(orderStatusMessages[step.status]),
              date: intl.formatDate(step.changedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Text>
        ))}
      </ol>
      <Link
        link={{ url: localizePath('order-confirmation', { id: order.id }, locale) }}
        aria-label={intl.formatMessage(actionOfOrder, {
          action: intl.formatMessage(orderMessages.showConfirmation),
          product: order.productName,
          date,
        })}
      >
        {intl.formatMessage(orderMessages.showConfirmation)}
      </Link>
    </article>
  );
}
