import { useFormatCents } from '@lindner/i18n';
import { cx } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { priceMessages } from '../messages';
import * as styles from './machines.css';

export interface PriceLabelProps {
  /** Gross, in euro cents; null for "on request". */
  priceCents: number | null;
  vatDeductible: boolean;
  className?: string;
}

/**
 * A machine's gross price with its VAT note: VAT included where it can be shown separately (a
 * business sale), "not shown" for the margin scheme; "on request" without a price.
 */
export function PriceLabel({ priceCents, vatDeductible, className }: PriceLabelProps) {
  const intl = useIntl();
  const formatCents = useFormatCents();
  if (priceCents === null) {
    return (
      <p className={cx(styles.price, className)}>
        <span className={styles.priceAmount}>{intl.formatMessage(priceMessages.onRequest)}</span>
      </p>
    );
  }
  return (
    <p className={cx(styles.price, className)}>
      <span className={styles.priceAmount}>{formatCents(priceCents, 'EUR')}</span>
      <span className={styles.priceNote}>
        {intl.formatMessage(vatDeductible ? priceMessages.vatIncluded : priceMessages.vatNotShown)}
      </span>
    </p>
  );
}
