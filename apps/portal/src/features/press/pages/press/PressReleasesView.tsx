import { languageOf, type Locale } from '@lindner/i18n';
import { Container, FetchError, Heading, Text } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { GermanOnlyNote } from '../../components/GermanOnlyNote';
import { PressPaging } from '../../components/PressPaging';
import * as styles from '../../components/press.css';
import { pressMessages } from '../../messages';
import { pressListPath, pressPhotosPath, pressReleasePath } from '../../pressAddress';
import type { PressListData } from '../../pressLoaders';

export interface PressReleasesViewProps {
  data: PressListData;
  /** Retry: the list's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
}

/** The press releases, newest first, a page at a time, with the way to the photos. No island. */
export function PressReleasesView({ data, retryHref }: PressReleasesViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const headingId = useId();
  const { list } = data;
  return (
    <Container className={styles.page}>
      <PageHead title={pressMessages.title} description={pressMessages.description} />
      <div className={styles.intro}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(pressMessages.title)}
        </Heading>
        <Text>{intl.formatMessage(pressMessages.intro)}</Text>
        <ButtonLink variant="secondary" link={{ url: pressPhotosPath(locale) }}>
          {intl.formatMessage(pressMessages.photosLink)}
        </ButtonLink>
      </div>
      <Heading level={2} size={{ xs: 'h4', md: 'h3' }} id={headingId}>
        {intl.formatMessage(pressMessages.releasesHeading)}
      </Heading>
      {list === null ? (
        <>
          <Text>{intl.formatMessage(pressMessages.loadFailed)}</Text>
          <FetchError retryHref={retryHref} />
        </>
      ) : list.releases.length === 0 ? (
        <div className={styles.empty}>
          <Text>{intl.formatMessage(pressMessages.empty)}</Text>
          {data.page > 1 ? (
            <ButtonLink variant="secondary" link={{ url: pressListPath(locale) }}>
              {intl.formatMessage(pressMessages.firstPage)}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
          <ul role="list" className={styles.releaseList} aria-labelledby={headingId}>
            {list.releases.map((release) => (
              <li key={release.slug}>
                <ReleaseCard release={release} locale={locale} />
              </li>
            ))}
          </ul>
          <PressPaging
            page={list.page}
            pages={list.pageCount}
            href={(page) => pressListPath(locale, page)}
          />
        </>
      )}
    </Container>
  );
}

function ReleaseCard({
  release,
  locale,
}: {
  release: NonNullable<PressListData['list']>['releases'][number];
  locale: Locale;
}) {
  const intl = useIntl();
  const textLang = release.textLanguage === languageOf(locale) ? undefined : release.textLanguage;
  return (
    <article className={styles.releaseCard}>
      <Text size="small" tone="muted">
        <time dateTime={release.releasedAt}>
          {intl.formatDate(release.releasedAt, { dateStyle: 'long' })}
        </time>
      </Text>
      <Heading level={3} size="h4">
        <Link
          className={styles.releaseLink}
          to={pressReleasePath(release.slug, locale)}
          lang={textLang}
        >
          {release.title}
        </Link>
      </Heading>
      <Text lang={textLang}>{release.teaser}</Text>
      <GermanOnlyNote textLang={textLang} />
    </article>
  );
}
