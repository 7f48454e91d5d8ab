import type { OldTimerDetail } from '@lindner/api/schema';
import { languageOf, localizePath } from '@lindner/i18n';
import { Container, FetchError, Heading, Image, Text } from '@lindner/ui';
import { BackLink } from '@lindner/ui/router';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { CatalogueList, type ListedCatalogue } from '../../components/CatalogueList';
import { OldTimerFactsTable } from '../../components/OldTimerFactsTable';
import * as styles from '../../components/oldTimers.css';
import { builtYearsLineMessage, detailMessages, listMessages } from '../../messages';
import { sharedPictureOf } from '../../oldTimerAddress';
import { formatBuiltYears } from '../../oldTimerFormat';

export interface OldTimerPageViewProps {
  /** The old-timer; null when it could not be fetched. */
  oldTimer: OldTimerDetail | null;
  /** Its catalogues with the addresses of their PDFs. */
  catalogues: ListedCatalogue[];
  /** Retry: the page's address, loaded again (a link, as the page runs no script of its own). */
  retryHref: string;
  /** The API's base address, which makes the picture's address of a shared link absolute. */
  apiBase?: string;
  /**
   * The pictures with more than one (the gallery island, `pictures` on its own); without it, or
   * with one picture, the first shows as a plain image.
   */
  gallery?: ReactNode;
  /**
   * The catalogues with restricted ones among them (the island that signs in and downloads);
   * without it the list of plain links.
   */
  cataloguesIsland?: ReactNode;
}

/**
 * An old-timer's page: its series, name, years and teaser beside its pictures, its story, a
 * table of its facts (unknown ones "–", demo values marked) and its catalogues to download.
 * Texts the API has only in German are marked `lang="de"` on a page in another language.
 */
export function OldTimerPageView({
  oldTimer,
  catalogues,
  retryHref,
  apiBase,
  gallery,
  cataloguesIsland,
}: OldTimerPageViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const storyId = useId();
  const cataloguesId = useId();
  const back = (
    <BackLink
      to={localizePath('old-timers', {}, locale)}
      label={intl.formatMessage(detailMessages.backToList)}
    />
  );
  if (!oldTimer) {
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
  // The API's texts where they are not in the page's language (German, where untranslated).
  const textLang = oldTimer.textLanguage === languageOf(locale) ? undefined : oldTimer.textLanguage;
  const [firstPicture = oldTimer.picture] = oldTimer.pictures;
  return (
    <Container className={styles.page}>
      <PageHead
        title={oldTimer.name}
        description={oldTimer.teaser}
        image={sharedPictureOf(firstPicture, apiBase)}
      />
      {back}
      <div className={styles.header}>
        <div className={styles.intro}>
          <Text tone="muted" weight="medium">
            {oldTimer.series}
          </Text>
          <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
            {oldTimer.name}
          </Heading>
          <Text weight="medium">
            {intl.formatMessage(builtYearsLineMessage, { years: formatBuiltYears(intl, oldTimer) })}
          </Text>
          <Text size="large" lang={textLang}>
            {oldTimer.teaser}
          </Text>
        </div>
        {gallery && oldTimer.pictures.length > 1 ? (
          gallery
        ) : (
          <Image
            image={firstPicture}
            loading="eager"
            fetchPriority="high"
            sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw"
            alt={firstPicture.alt ?? oldTimer.name}
            className={styles.hero}
          />
        )}
      </div>
      {oldTimer.paragraphs.length > 0 ? (
        <section className={styles.part} aria-labelledby={storyId}>
          <Heading level={2} size={{ xs: 'h4', md: 'h3' }} id={storyId}>
            {intl.formatMessage(detailMessages.story)}
          </Heading>
          <div className={styles.story} lang={textLang}>
            {oldTimer.paragraphs.map((paragraph, index) => (
              <Text key={index}>{paragraph}</Text>
            ))}
          </div>
        </section>
      ) : null}
      <div className={styles.part}>
        <OldTimerFactsTable facts={oldTimer.facts} />
      </div>
      <section className={styles.part} aria-labelledby={cataloguesId}>
        <Heading level={2} size={{ xs: 'h4', md: 'h3' }} id={cataloguesId}>
          {intl.formatMessage(detailMessages.catalogues)}
        </Heading>
        {cataloguesIsland ?? <CatalogueList catalogues={catalogues} textLang={textLang} />}
      </section>
    </Container>
  );
}
