import type { UserReport } from '@lindner/api/schema';
import { languageOf, localizePath } from '@lindner/i18n';
import { Container, FetchError, Heading } from '@lindner/ui';
import { BackLink } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import * as styles from '../../components/userReports.css';
import { formatPublished } from '../../reportFormat';
import { listMessages, pictureAltMessage, reportMessages, writerMessage } from '../../messages';
import { pictureAddress } from '../../userReportLoaders';

export interface UserReportViewProps {
  /** The report; null when it could not be fetched. */
  report: UserReport | null;
  /** The API's address, for the pictures. */
  api: { baseUrl: string; clientSegment: string };
  /** Retry: the page's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
}

/**
 * A published report: its title, the model (a link to its page), who wrote it (first name and
 * region only), when, the text as written (plain text, its line breaks kept) and its pictures.
 * Written in another language than the page's, its words are marked with theirs.
 */
export function UserReportView({ report, api, retryHref }: UserReportViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const picturesId = useId();
  const back = (
    <BackLink
      to={localizePath('user-reports', {}, locale)}
      label={intl.formatMessage(reportMessages.back)}
    />
  );
  if (!report) {
    return (
      <Container className={styles.page}>
        <PageHead title={listMessages.title} description={listMessages.description} />
        {back}
        <FetchError retryHref={retryHref} />
      </Container>
    );
  }
  const lang = report.language === languageOf(locale) ? undefined : report.language;
  return (
    <Container className={styles.page}>
      <PageHead title={report.title} description={`${report.model.name}: ${report.title}`} />
      {back}
      <article className={styles.article} aria-labelledby={`${picturesId}-title`}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }} id={`${picturesId}-title`}>
          <span lang={lang}>{report.title}</span>
        </Heading>
        <dl className={styles.facts}>
          <div className={styles.factRow}>
            <dt className={styles.factTerm}>{intl.formatMessage(reportMessages.model)}</dt>
            <dd className={styles.factValue}>
              <Link to={localizePath('model-detail', { slug: report.model.id }, locale)}>
                {report.model.name}
              </Link>
            </dd>
          </div>
          <div className={styles.factRow}>
            <dt className={styles.factTerm}>{intl.formatMessage(reportMessages.writer)}</dt>
            <dd className={styles.factValue}>
              {intl.formatMessage(writerMessage, {
                firstName: report.firstName,
                region: report.region,
              })}
            </dd>
          </div>
          <div className={styles.factRow}>
            <dt className={styles.factTerm}>{intl.formatMessage(reportMessages.published)}</dt>
            <dd className={styles.factValue}>
              <time dateTime={report.publishedAt}>{formatPublished(intl, report.publishedAt)}</time>
            </dd>
          </div>
        </dl>
        <p className={styles.reportText} lang={lang}>
          {report.text}
        </p>
        {report.pictures.length > 0 ? (
          <section aria-labelledby={`${picturesId}-pictures`}>
            <Heading level={2} size="h4" id={`${picturesId}-pictures`}>
              {intl.formatMessage(reportMessages.pictures)}
            </Heading>
            {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
            <ul role="list" className={styles.pictures}>
              {report.pictures.map((picture, index) => (
                <li key={picture.path}>
                  <img
                    src={pictureAddress(api, picture.path)}
                    alt={intl.formatMessage(pictureAltMessage, {
                      index: index + 1,
                      title: report.title,
                    })}
                    width={picture.width}
                    height={picture.height}
                    loading={index < 2 ? 'eager' : 'lazy'}
                    decoding="async"
                    className={styles.picture}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </Container>
  );
}
