import type { PressRelease } from '@lindner/api/schema';
import { languageOf } from '@lindner/i18n';
import { Container, FetchError, Heading, Text } from '@lindner/ui';
import { BackLink } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ArticleBody } from '../../../../shared/ArticleBody';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { GermanOnlyNote } from '../../components/GermanOnlyNote';
import * as styles from '../../components/press.css';
import {
  emailMessage,
  fileFactsMessage,
  phoneMessage,
  pressMessages,
  releasedOnMessage,
  releaseMessages,
} from '../../messages';
import { pressListPath } from '../../pressAddress';
import { fileTypeName, formatFileSize } from '../../pressFormat';

export interface PressReleaseViewProps {
  /** Null: it could not be fetched. */
  release: PressRelease | null;
  /** A download's address. */
  downloadHref: (file: string) => string;
  retryHref: string;
}

/**
 * A press release: its date, title, teaser and body, the downloads with their type and size,
 * and the contact person with e-mail and phone links. Texts the API has only in German are
 * marked `lang="de"` with a note. No island.
 */
export function PressReleaseView({ release, downloadHref, retryHref }: PressReleaseViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const downloadsId = useId();
  const contactId = useId();
  const back = (
    <BackLink to={pressListPath(locale)} label={intl.formatMessage(releaseMessages.back)} />
  );
  if (!release) {
    return (
      <Container className={styles.page}>
        <PageHead title={pressMessages.title} />
        {back}
        <Heading level={1} size="h3">
          {intl.formatMessage(releaseMessages.loadFailed)}
        </Heading>
        <FetchError retryHref={retryHref} />
      </Container>
    );
  }
  const textLang = release.textLanguage === languageOf(locale) ? undefined : release.textLanguage;
  const { contact } = release;
  return (
    <Container className={styles.page}>
      <PageHead title={release.title} description={release.teaser} />
      {back}
      <article className={styles.article}>
        <div className={styles.intro}>
          <Text tone="muted" weight="medium">
            <time dateTime={release.releasedAt}>
              {intl.formatMessage(releasedOnMessage, {
                date: intl.formatDate(release.releasedAt, { dateStyle: 'long' }),
              })}
            </time>
          </Text>
          <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }} lang={textLang}>
            {release.title}
          </Heading>
          <GermanOnlyNote textLang={textLang} />
          <Text size="large" lang={textLang}>
            {release.teaser}
          </Text>
        </div>
        <ArticleBody blocks={release.body} lang={textLang} />
        <section className={styles.part} aria-labelledby={downloadsId}>
          <Heading level={2} size="h4" id={downloadsId}>
            {intl.formatMessage(releaseMessages.downloads)}
          </Heading>
          {release.downloads.length === 0 ? (
            <Text>{intl.formatMessage(releaseMessages.noDownloads)}</Text>
          ) : (
            // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
            <ul role="list" className={styles.fileList}>
              {release.downloads.map((download) => (
                <li key={download.file}>
                  <a className={styles.fileLink} href={downloadHref(download.file)} download>
                    <span lang={textLang}>{download.title}</span>
                    <span className={styles.fileFacts}>
                      {intl.formatMessage(fileFactsMessage, {
                        type: fileTypeName(download.contentType),
                        size: formatFileSize(intl, download.sizeBytes),
                      })}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.part} aria-labelledby={contactId}>
          <Heading level={2} size="h4" id={contactId}>
            {intl.formatMessage(releaseMessages.contact)}
          </Heading>
          <address className={styles.contact}>
            <Text weight="medium">{contact.name}</Text>
            <Text lang={textLang}>{contact.role}</Text>
            <a
              className={styles.fileLink}
              href={`mailto:${contact.email}`}
              aria-label={intl.formatMessage(emailMessage, {
                name: contact.name,
                email: contact.email,
              })}
            >
              {contact.email}
            </a>
            <a
              className={styles.fileLink}
              href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
              aria-label={intl.formatMessage(phoneMessage, {
                name: contact.name,
                phone: contact.phone,
              })}
            >
              {contact.phone}
            </a>
          </address>
        </section>
      </article>
    </Container>
  );
}
