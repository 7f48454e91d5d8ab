import type { PriceAmounts, PriceSummary } from '@lindner/api/schema';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './Checkout.css';
import { useFormatCents } from '@lindner/i18n';
import { messages, periodMessage, recurringTotalMessage, vatMessage } from './messages';
import { Section } from './Section';

/**
 * The preview of what the order costs: each line with net, coupon discount, VAT and gross, the
 * one-time total and the recurring total per period.
 */
export function Summary({ summary }: { summary: PriceSummary }) {
  const intl = useIntl();
  const cents = useFormatCents();
  const rate = intl.formatNumber(summary.vatRate / 100, { style: 'percent' });
  const oneTimeLines = summary.lines.filter(
    (line) => line.period === 'setup' || line.period === 'once',
  );
  return (
    <Section title={messages.summarySection}>
      <div className={styles.summary}>
        {summary.lines.map((line) => (
          <div key={line.period} className={styles.line} data-line={line.period}>
            <p className={styles.lineTitle}>
              <FormattedMessage {...periodMessage} values={{ period: line.period }} />
            </p>
            <Amounts amounts={line} rate={rate} format={cents} />
          </div>
        ))}
        <dl className={styles.amounts}>
          {oneTimeLines.length > 0 ? (
            <div className={styles.totalRow} data-total="oneTime">
              <dt>
                <FormattedMessage {...messages.oneTimeTotal} />
              </dt>
              <dd>{cents(summary.totals.oneTime.grossCents)}</dd>
            </div>
          ) : null}
          {summary.totals.recurring ? (
            <div className={styles.totalRow} data-total="recurring">
              <dt>
                <FormattedMessage {...recurringTotalMessage} values={{ period: summary.period }} />
              </dt>
              <dd>{cents(summary.totals.recurring.grossCents)}</dd>
            </div>
          ) : null}
        </dl>
        <p className={styles.muted}>
          <FormattedMessage {...messages.serverCounts} />
        </p>
        <p className={styles.text}>
          <FormattedMessage {...messages.paymentOnInvoice} />
        </p>
      </div>
    </Section>
  );
}

function Amounts({
  amounts,
  rate,
  format,
}: {
  amounts: PriceAmounts;
  rate: string;
  format: (cents: number) => string;
}) {
  return (
    <dl className={styles.amounts}>
      <div className={styles.amountRow}>
        <dt>
          <FormattedMessage {...messages.net} />
        </dt>
        <dd>{format(amounts.netCents)}</dd>
      </div>
      {amounts.discountCents > 0 ? (
        <div className={styles.amountRow}>
          <dt>
            <FormattedMessage {...messages.discount} />
          </dt>
          <dd>{format(-amounts.discountCents)}</dd>
        </div>
      ) : null}
      <div className={styles.amountRow}>
        <dt>
          <FormattedMessage {...vatMessage} values={{ rate }} />
        </dt>
        <dd>{format(amounts.vatCents)}</dd>
      </div>
      <div className={styles.amountRow}>
        <dt>
          <FormattedMessage {...messages.gross} />
        </dt>
        <dd>{format(amounts.grossCents)}</dd>
      </div>
    </dl>
  );
}
