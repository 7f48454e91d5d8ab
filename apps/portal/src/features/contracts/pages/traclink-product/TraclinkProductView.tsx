import { standardVatRate, withVatCents, type TraclinkProduct } from '@lindner/api/schema';
import { localizePath, useFormatCents, useLocale } from '@lindner/i18n';
import { Container, FetchError, Heading, Text } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import type { TraclinkProductName } from '../../traclinkProduct';
import {
  freeMonths,
  netAndGross,
  traclinkMessages,
  traclinkProductCopy,
} from '../../traclinkProductMessages';
import * as styles from './TraclinkProductPage.css';

/** The list prices: the product's (null when the catalogue has none for it), or a failure. */
export type CatalogueState =
  { state: 'error' } | { state: 'content'; product: TraclinkProduct | null };

export interface TraclinkProductViewProps {
  product: TraclinkProductName;
  catalogue: CatalogueState;
  /** Retry: the page's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
}

/** A TracLink licence's public page: what it does, its list prices and the way to order it. */
export function TraclinkProductView({ product, catalogue, retryHref }: TraclinkProductViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const copy = traclinkProductCopy[product];
  const featuresId = useId();
  const pricesId = useId();
  return (
    <Container className={styles.page}>
      <PageHead title={copy.title} description={copy.description} />
      <article className={styles.article}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(copy.title)}
        </Heading>
        <Text className={styles.intro}>{intl.formatMessage(copy.intro)}</Text>
        <section aria-labelledby={featuresId} className={styles.section}>
          <Heading level={2} size="h3" id={featuresId}>
            {intl.formatMessage(traclinkMessages.features)}
          </Heading>
          <ul className={styles.features}>
            {copy.features.map((feature) => (
              <Text as="li" key={feature.id}>
                {intl.formatMessage(feature)}
              </Text>
            ))}
          </ul>
        </section>
        <section aria-labelledby={pricesId} className={styles.section}>
          <Heading level={2} size="h3" id={pricesId}>
            {intl.formatMessage(traclinkMessages.prices)}
          </Heading>
          <div className={styles.prices}>
            <Prices catalogue={catalogue} retryHref={retryHref} />
          </div>
          <Text size="small" tone="muted">
            {intl.formatMessage(traclinkMessages.vatNote)}
          </Text>
        </section>
        <div className={styles.order}>
          <ButtonLink link={{ url: localizePath('fleet-traclink', {}, locale) }}>
            {intl.formatMessage(traclinkMessages.order)}
          </ButtonLink>
          <Text size="small" tone="muted">
            {intl.formatMessage(traclinkMessages.orderHint)}
          </Text>
        </div>
      </article>
    </Container>
  );
}

function Prices({ catalogue, retryHref }: { catalogue: CatalogueState; retryHref: string }) {
  const intl = useIntl();
  const formatCents = useFormatCents();
  if (catalogue.state === 'error') return <FetchError retryHref={retryHref} />;
  if (catalogue.product === null) {
    return <Text>{intl.formatMessage(traclinkMessages.pricesUnavailable)}</Text>;
  }
  const { prices } = catalogue.product;
  const price = (cents: number) =>
    intl.formatMessage(netAndGross, {
      net: formatCents(cents),
      gross: formatCents(withVatCents(cents, standardVatRate)),
    });
  const rows: { label: MessageDescriptor; value: string }[] = [];
  for (const period of ['yearly', 'monthly', 'setup', 'once'] as const) {
    const cents = prices[period];
    if (cents !== undefined) rows.push({ label: traclinkMessages[period], value: price(cents) });
  }
  if (catalogue.product.freeMonths > 0) {
    rows.push({
      label: traclinkMessages.freeMonthsLabel,
      value: intl.formatMessage(freeMonths, { months: catalogue.product.freeMonths }),
    });
  }
  return (
    <dl className={styles.priceList}>
      {rows.map(({ label, value }) => (
        <div key={label.id} className={styles.priceRow}>
          <Text as="dt" weight="medium">
            {intl.formatMessage(label)}
          </Text>
          <Text as="dd" className={styles.priceValue}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
