import type { CheckoutOrder, PriceAmounts } from '@lindner/api/schema';
import { useFormatCents } from '@lindner/i18n';
import {
  Button,
  Heading,
  Table,
  TableCell,
  TableHeaderCell,
  Text,
  type LayoutState,
} from '@lindner/ui';
import { useIntl } from 'react-intl';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import {
  linePeriodMessages,
  orderMessages,
  orderStatusMessages,
  periodTotal,
  vatLine,
} from '../../messages';
import { OrderFacts } from '../../OrderFacts';
import * as styles from '../../orders.css';

export interface OrderConfirmationViewProps {
  /** Loading, error (with Retry) or content, from the order's fetch. */
  state: LayoutState;
  onRetry: () => void;
  order: CheckoutOrder | null;
  /** Prints the page (window.print()). */
  onPrint: () => void;
}

/**
 * An order's printable confirmation: every price line, the totals with VAT, the invoice address
 * and the payment on invoice. Printed, only the confirmation goes on paper.
 */
export function OrderConfirmationView({
  state,
  onRetry,
  order,
  onPrint,
}: OrderConfirmationViewProps) {
  const intl = useIntl();
  const money = useFormatCents();
  return (
    <PersonalPage
      title={intl.formatMessage(orderMessages.confirmationTitle)}
      state={state}
      onRetry={onRetry}
      className={styles.printRoot}
      headerActions={
        order ? (
          <Button variant="secondary" className={styles.noPrint} onClick={onPrint}>
            {intl.formatMessage(orderMessages.print)}
          </Button>
        ) : undefined
      }
    >
      {order ? (
        <div className={styles.card}>
          <div className={styles.cardHeader}>
            <Heading level={2} size="large">
              {order.productName}
            </Heading>
            <span className={styles.badge}>
              {intl.formatMessage(orderStatusMessages[order.status])}
            </span>
          </div>
          <dl className={styles.facts}>
            <Text as="dt" size="small" tone="muted">
              {intl.formatMessage(orderMessages.orderNumber)}
            </Text>
            <Text as="dd" size="small" className={styles.factValue}>
              {order.id}
            </Text>
          </dl>
          <OrderFacts order={order} />
          <Table caption={intl.formatMessage(orderMessages.prices)}>
            <thead>
              <tr>
                <TableHeaderCell scope="col">
                  {intl.formatMessage(orderMessages.line)}
                </TableHeaderCell>
                <TableHeaderCell scope="col" align="end">
                  {intl.formatMessage(orderMessages.net)}
                </TableHeaderCell>
                <TableHeaderCell scope="col" align="end">
                  {intl.formatMessage(orderMessages.discount)}
                </TableHeaderCell>
                <TableHeaderCell scope="col" align="end">
                  {intl.formatMessage(vatLine, { rate: order.summary.vatRate })}
                </TableHeaderCell>
                <TableHeaderCell scope="col" align="end">
                  {intl.formatMessage(orderMessages.gross)}
                </TableHeaderCell>
              </tr>
            </thead>
            <tbody>
              {order.summary.lines.map((line) => (
                <AmountsRow
                  key={line.period}
                  label={intl.formatMessage(linePeriodMessages[line.period])}
                  amounts={line}
                  money={money}
                />
              ))}
            </tbody>
            <tfoot>
              <AmountsRow
                label={intl.formatMessage(orderMessages.oneTime)}
                amounts={order.summary.totals.oneTime}
                money={money}
                total
              />
              {order.summary.totals.recurring ? (
                <AmountsRow
                  label={intl.formatMessage(periodTotal, {
                    period: intl.formatMessage(linePeriodMessages[order.summary.period]),
                  })}
                  amounts={order.summary.totals.recurring}
                  money={money}
                  total
                />
              ) : null}
            </tfoot>
          </Table>
          <Heading level={2} size="large">
            {intl.formatMessage(orderMessages.invoiceAddress)}
          </Heading>
          <address className={styles.address}>
            {[
              order.invoiceAddress.company,
              `${order.invoiceAddress.firstName} ${order.invoiceAddress.lastName}`,
              order.invoiceAddress.street,
              `${order.invoiceAddress.zip} ${order.invoiceAddress.city}`,
              intl.formatDisplayName(order.invoiceAddress.country, { type: 'region' }) ??
                order.invoiceAddress.country,
            ]
              .filter(Boolean)
              .map((line) => (
                <Text key={line} size="small">
                  {line}
                </Text>
              ))}
          </address>
          <dl className={styles.facts}>
            <Text as="dt" size="small" tone="muted">
              {intl.formatMessage(orderMessages.payment)}
            </Text>
            <Text as="dd" size="small" className={styles.factValue}>
              {intl.formatMessage(orderMessages.paymentOnInvoice)}
            </Text>
          </dl>
        </div>
      ) : null}
    </PersonalPage>
  );
}

function AmountsRow({
  label,
  amounts,
  money,
  total = false,
}: {
  label: string;
  amounts: PriceAmounts;
  money: (cents: number) => string;
  total?: boolean;
}) {
  return (
    <tr className={total ? styles.totalRow : undefined}>
      <TableHeaderCell scope="row">{label}</TableHeaderCell>
      <TableCell align="end">{money(amounts.netCents)}</TableCell>
      <TableCell align="end">
        {amounts.discountCents ? `−${money(amounts.discountCents)}` : money(0)}
      </TableCell>
      <TableCell align="end">{money(amounts.vatCents)}</TableCell>
      <TableCell align="end">{money(amounts.grossCents)}</TableCell>
    </tr>
  );
}
