import type { CatalogueProduct, SubscriptionPeriod } from '@lindner/api/schema';
import { useFormatCents } from '@lindner/i18n';
import { FormattedMessage, useIntl } from 'react-intl';
import { effectivePeriod, periodsOf } from '../core';
import * as styles from './Checkout.css';
import { CardChoice, RadioCard } from './Choice';
import { usePeriodName } from './format';
import { messages, pricePerPeriodMessage } from './messages';

/** Monthly or yearly payment of a licence; a product paid once has no choice. */
export function PeriodChoice({
  product,
  period,
  onChoose,
}: {
  product: CatalogueProduct;
  period: SubscriptionPeriod;
  onChoose: (period: SubscriptionPeriod) => void;
}) {
  const intl = useIntl();
  const cents = useFormatCents();
  const periodName = usePeriodName();
  const periods = periodsOf(product);
  if (periods.length === 0) {
    return (
      <p className={styles.text}>
        <FormattedMessage {...messages.paidOnce} />
      </p>
    );
  }
  return (
    <CardChoice
      legend={messages.periodLegend}
      cards={periods.map((each) => (
        <RadioCard
          key={each}
          name="period"
          value={each}
          checked={effectivePeriod(product, period) === each}
          onChoose={() => onChoose(each)}
        >
          <span className={styles.cardTitle}>{periodName(each)}</span>
          <span className={styles.cardDetail}>
            {intl.formatMessage(pricePerPeriodMessage, {
              price: cents(product.prices[each] ?? 0),
              period: each,
            })}
          </span>
        </RadioCard>
      ))}
    />
  );
}
