import {
  standardVatRate,
  type CatalogueProduct,
  type ContractItemKind,
  type SubscriptionPeriod,
} from '@lindner/api/schema';
import { useFormatCents } from '@lindner/i18n';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './Checkout.css';
import { CardChoice, RadioCard } from './Choice';
import { FieldError } from './Field';
import { usePeriodName } from './format';
import { freeMonthsMessage, messages, netPlusVatMessage, priceLineMessage } from './messages';
import { PeriodChoice } from './PeriodChoice';
import { Section } from './Section';

/** The products offered for the vehicle with their prices, and the period to pay in. */
export function ProductChoice({
  products,
  product,
  onChoose,
  period,
  onChoosePeriod,
  renewing,
  serverError,
}: {
  products: CatalogueProduct[];
  product: CatalogueProduct;
  onChoose: (productId: string) => void;
  period: SubscriptionPeriod;
  onChoosePeriod: (period: SubscriptionPeriod) => void;
  renewing: boolean;
  serverError?: string;
}) {
  const intl = useIntl();
  const netId = useId();
  const rate = intl.formatNumber(standardVatRate / 100, { style: 'percent' });
  return (
    <Section title={messages.productSection}>
      <CardChoice
        legend={messages.productLegend}
        describedBy={netId}
        cards={products.map((each) => (
          <ProductCard
            key={each.id}
            product={each}
            checked={product.id === each.id}
            onChoose={() => onChoose(each.id)}
            renewing={renewing}
          />
        ))}
      >
        <p id={netId} className={styles.muted}>
          <FormattedMessage {...netPlusVatMessage} values={{ rate }} />
        </p>
        <FieldError error={serverError} />
      </CardChoice>
      <PeriodChoice product={product} period={period} onChoose={onChoosePeriod} />
    </Section>
  );
}

/** No product for the vehicle, or a licence that cannot be renewed online. */
export function NoProducts({ kind, renewing }: { kind: ContractItemKind; renewing: boolean }) {
  const text = renewing
    ? messages.renewalProductGone
    : kind === 'warranty'
      ? messages.noWarranty
      : messages.noTraclink;
  return (
    <Section title={messages.productSection}>
      <p className={styles.text} data-empty="products">
        <FormattedMessage {...text} />
      </p>
    </Section>
  );
}

function ProductCard({
  product,
  checked,
  onChoose,
  renewing,
}: {
  product: CatalogueProduct;
  checked: boolean;
  onChoose: () => void;
  renewing: boolean;
}) {
  const cents = useFormatCents();
  const periodName = usePeriodName();
  // A renewal pays the next period only.
  const prices = (['setup', 'once', 'monthly', 'yearly'] as const).filter(
    (each) =>
      product.prices[each] !== undefined && !(renewing && (each === 'setup' || each === 'once')),
  );
  return (
    <RadioCard name="productId" value={product.id} checked={checked} onChoose={onChoose}>
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{product.name}</span>
        {prices.map((each) => (
          <span key={each}>
            <FormattedMessage
              {...priceLineMessage}
              values={{ period: periodName(each), price: cents(product.prices[each] ?? 0) }}
            />
          </span>
        ))}
        {product.freeMonths > 0 && !renewing ? (
          <span className={styles.muted}>
            <FormattedMessage {...freeMonthsMessage} values={{ months: product.freeMonths }} />
          </span>
        ) : null}
      </span>
    </RadioCard>
  );
}
