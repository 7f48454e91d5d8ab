import { languageOf, localizePath } from '@lindner/i18n';
import { Container, FetchError, Heading, Text, visuallyHidden } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { Paging } from '../../../../shared/Paging';
import { ModelFilter } from '../../components/ModelFilter';
import { ReportCard } from '../../components/ReportCard';
import * as styles from '../../components/userReports.css';
import { listMessages, pageNumberMessage, reportCountMessage } from '../../messages';
import { pictureAddress, type UserReportListData } from '../../userReportLoaders';

export interface UserReportsViewProps {
  data: UserReportListData;
  /** The list's path, where its form goes and paging links lead. */
  action: string;
  /** The API's address, for the pictures. */
  api: { baseUrl: string; clientSegment: string };
  /** With JavaScript: go to the filter's address (`?model=…`) without reloading. */
  onSearch?: (search: string) => void;
  /** Retry: the list's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
}

/**
 * The published user reports, newest first, one page of cards at a time, filtered by model
 * through a GET form; a link to write one. A page of text: no island.
 */
export function UserReportsView({ data, action, api, onSearch, retryHref }: UserReportsViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const language = languageOf(locale);
  const { list, model, page } = data;
  const pages = list ? Math.ceil(list.total / list.pageSize) : 0;
  const pageHref = (number: number) => {
    const query = new URLSearchParams();
    if (model) query.set('model', model);
    if (number > 1) query.set('page', String(number));
    const search = query.toString();
    return search ? `${action}?${search}` : action;
  };
  const createHref = localizePath('user-report-create', {}, locale);
  return (
    <Container className={styles.page}>
      <PageHead title={listMessages.title} description={listMessages.description} />
      <div className={styles.intro}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(listMessages.title)}
        </Heading>
        <Text>{intl.formatMessage(listMessages.intro)}</Text>
        <ButtonLink link={{ url: createHref }}>{intl.formatMessage(listMessages.write)}</ButtonLink>
      </div>
      {list && list.models.length > 1 ? (
        <ModelFilter model={model} choices={list.models} action={action} onSearch={onSearch} />
      ) : null}
      <p className={visuallyHidden} aria-live="polite">
        {list ? intl.formatMessage(reportCountMessage, { count: list.total }) : null}
      </p>
      {list === null ? (
        <FetchError retryHref={retryHref} />
      ) : list.reports.length === 0 ? (
        <div className={styles.empty}>
          <Heading level={2} size="h4">
            {intl.formatMessage(listMessages.emptyTitle)}
          </Heading>
          <Text>{intl.formatMessage(listMessages.emptyText)}</Text>
          {model || page > 1 ? (
            <ButtonLink variant="secondary" link={{ url: action }}>
              {intl.formatMessage(listMessages.showAll)}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
          <ul role="list" className={styles.cardList}>
            {list.reports.map((report, index) => (
              <li key={report.id}>
                <ReportCard
                  report={report}
                  to={localizePath('user-report-detail', { slug: report.slug }, locale)}
                  pictureSrc={report.picture ? pictureAddress(api, report.picture.path) : null}
                  eager={index < 2}
                  textLang={report.language === language ? undefined : report.language}
                />
              </li>
            ))}
          </ul>
          <Paging
            page={page}
            pages={pages}
            href={pageHref}
            texts={{
              label: intl.formatMessage(listMessages.paging),
              previous: intl.formatMessage(listMessages.previous),
              next: intl.formatMessage(listMessages.next),
              page: (number) => intl.formatMessage(pageNumberMessage, { page: number }),
            }}
          />
        </>
      )}
    </Container>
  );
}
