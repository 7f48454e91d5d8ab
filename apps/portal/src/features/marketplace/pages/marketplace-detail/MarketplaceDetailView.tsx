import { adImageVersion, type ClassifiedAd } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Container, FetchError, Heading, Text } from '@lindner/ui';
import { BackLink } from '@lindner/ui/router';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { Island } from '../../../../shared/islands';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { fileSizeOf, paragraphsOf } from '../../adFormat';
import { publishedDateOptions } from '../../components/AdCard';
import { useAdPrice } from '../../components/AdPrice';
import { KindBadge } from '../../components/KindBadge';
import * as parts from '../../components/marketplace.css';
import { adGalleryIsland } from '../../islands/ad-gallery';
import {
  attachmentLinkMessage,
  conditionMessages,
  detailMessages,
  factMessages,
  listMessages,
} from '../../messages';
import * as styles from './MarketplaceDetailPage.css';

export interface MarketplaceDetailViewProps {
  /** The ad, its PDFs' addresses ready to follow; null when it could not be fetched. */
  ad: ClassifiedAd | null;
  /** The reply box (the page's island; it needs the sign-on). */
  reply: ReactNode;
  /** Retry: the ad's address, loaded again (a link, as the page runs no script of its own). */
  retryHref: string;
}

/** How long the page's meta description may be, in characters. */
const descriptionLength = 160;

/**
 * One ad: "Biete"/"Suche", title, price, its facts (condition, year, model, published), the
 * photos, the description as plain text, the PDFs to download, and the reply. The photos and
 * the reply are islands; the rest is the server's HTML.
 */
export function MarketplaceDetailView({ ad, reply, retryHref }: MarketplaceDetailViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const price = useAdPrice();
  const factsId = useId();
  const descriptionId = useId();
  const documentsId = useId();
  const back = (
    <BackLink
      to={localizePath('marketplace', {}, locale)}
      label={intl.formatMessage(detailMessages.backToList)}
    />
  );
  if (!ad) {
    return (
      <Container className={styles.page}>
        <PageHead title={listMessages.title} />
        {back}
        <Heading level={1} size="h3">
          {intl.formatMessage(detailMessages.loadFailed)}
        </Heading>
        <FetchError retryHref={retryHref} />
      </Container>
    );
  }
  const paragraphs = paragraphsOf(ad.description);
  const summary = paragraphs.join(' ').replace(/\s+/g, ' ');
  const facts: { label: string; value: string }[] = [
    {
      label: intl.formatMessage(factMessages.condition),
      value: intl.formatMessage(conditionMessages[ad.condition]),
    },
    ...(ad.yearOfConstruction !== null
      ? [{ label: intl.formatMessage(factMessages.year), value: String(ad.yearOfConstruction) }]
      : []),
    ...(ad.model ? [{ label: intl.formatMessage(factMessages.model), value: ad.model.name }] : []),
    {
      label: intl.formatMessage(factMessages.published),
      value: intl.formatDate(ad.publishedAt, publishedDateOptions),
    },
  ];
  const size = (bytes: number) => {
    const { value, unit } = fileSizeOf(bytes);
    return intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 });
  };
  return (
    <Container className={styles.page}>
      <PageHead
        title={ad.title}
        description={
          summary.length > descriptionLength
            ? `${summary.slice(0, descriptionLength - 1).trimEnd()}…`
            : summary || undefined
        }
      />
      {back}
      <div className={styles.header}>
        <KindBadge kind={ad.kind} />
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {ad.title}
        </Heading>
        <p className={parts.price}>{price(ad.priceCents, ad.kind)}</p>
      </div>
      <div className={styles.layout}>
        <div className={styles.column}>
          <Island
            of={adGalleryIsland}
            props={{ images: ad.images, name: ad.title, version: adImageVersion }}
          />
          {paragraphs.length > 0 ? (
            <section className={styles.section} aria-labelledby={descriptionId}>
              <Heading level={2} size="h4" id={descriptionId}>
                {intl.formatMessage(detailMessages.description)}
              </Heading>
              {paragraphs.map((paragraph, index) => (
                <Text key={index} className={parts.paragraph}>
                  {paragraph}
                </Text>
              ))}
            </section>
          ) : null}
          {ad.attachments.length > 0 ? (
            <section className={styles.section} aria-labelledby={documentsId}>
              <Heading level={2} size="h4" id={documentsId}>
                {intl.formatMessage(detailMessages.attachments)}
              </Heading>
              <ul className={parts.documents}>
                {ad.attachments.map((attachment) => (
                  <li key={attachment.id}>
                    <a
                      className={parts.documentLink}
                      href={attachment.url}
                      download={attachment.fileName}
                      type="application/pdf"
                    >
                      {intl.formatMessage(attachmentLinkMessage, {
                        name: attachment.fileName,
                        size: size(attachment.bytes),
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className={styles.column}>
          <section className={styles.section} aria-labelledby={factsId}>
            <Heading level={2} size="h4" id={factsId}>
              {intl.formatMessage(detailMessages.facts)}
            </Heading>
            <dl className={parts.factList}>
              {facts.map(({ label, value }) => (
                <div key={label} className={parts.factRow}>
                  <dt className={parts.factTerm}>{label}</dt>
                  <dd className={parts.factRowValue}>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {reply}
        </div>
      </div>
    </Container>
  );
}
