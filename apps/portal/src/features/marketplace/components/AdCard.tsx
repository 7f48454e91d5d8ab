import type { ClassifiedAdSummary } from '@lindner/api/schema';
import { adImageVersion } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Image } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { conditionMessages, factMessages, listMessages, publishedMessage } from '../messages';
import { useAdPrice } from './AdPrice';
import { KindBadge } from './KindBadge';
import * as styles from './marketplace.css';

export interface AdCardProps {
  ad: ClassifiedAdSummary;
  /** The first cards' photos load at once; the others when they come near. */
  eager?: boolean;
}

/** The day an ad was published, the same on the server and in the browser (Austria's time). */
export const publishedDateOptions = {
  dateStyle: 'medium',
  timeZone: 'Europe/Vienna',
} as const satisfies Intl.DateTimeFormatOptions;

/** One ad of the list: photo, "Biete"/"Suche", title, condition, year, model, price; opens it. */
export function AdCard({ ad, eager = false }: AdCardProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  const price = useAdPrice();
  const facts = [
    {
      label: intl.formatMessage(factMessages.condition),
      value: intl.formatMessage(conditionMessages[ad.condition]),
    },
    ...(ad.yearOfConstruction !== null
      ? [{ label: intl.formatMessage(factMessages.year), value: String(ad.yearOfConstruction) }]
      : []),
    ...(ad.model ? [{ label: intl.formatMessage(factMessages.model), value: ad.model.name }] : []),
  ];
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {ad.image ? (
        <Image
          image={ad.image}
          version={adImageVersion}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          sizes="(min-width: 1024px) 300px, (min-width: 768px) 45vw, 100vw"
          className={styles.cardPhoto}
        />
      ) : (
        <div className={styles.cardPhoto}>{intl.formatMessage(listMessages.noPhoto)}</div>
      )}
      <div className={styles.cardBody}>
        <div className={styles.badges}>
          <KindBadge kind={ad.kind} />
        </div>
        <h3 className={styles.cardTitle} id={titleId}>
          <Link
            className={styles.cardLink}
            to={localizePath('marketplace-detail', { id: ad.id }, locale)}
          >
            {ad.title}
          </Link>
        </h3>
        <dl className={styles.facts}>
          {facts.map(({ label, value }) => (
            <div key={label} className={styles.fact}>
              <dt className={styles.factTerm}>{label}</dt>
              <dd className={styles.factValue}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.muted}>
          {intl.formatMessage(publishedMessage, {
            date: intl.formatDate(ad.publishedAt, publishedDateOptions),
          })}
        </p>
        <p className={styles.price}>{price(ad.priceCents, ad.kind)}</p>
      </div>
    </article>
  );
}
