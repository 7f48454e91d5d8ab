import { Container, FetchError, Heading, Text, visuallyHidden } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { Paging } from '../../../../shared/Paging';
import { CategoryLinks } from '../../components/CategoryLinks';
import { NewsCard } from '../../components/NewsCard';
import * as publicStyles from '../../components/publicNews.css';
import * as styles from '../../news.css';
import { newsCountMessage, newsPageMessage, publicNewsMessages } from '../../publicMessages';
import { newsListPath } from '../../publicNewsAddress';
import type { NewsListData } from '../../publicNewsLoaders';

export interface NewsListViewProps {
  data: NewsListData;
  /** Retry: the list's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
}

/**
 * The public news: the newest articles first, a page at a time, filtered by category through
 * links. A page of text and links: no island.
 */
export function NewsListView({ data, retryHref }: NewsListViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const { query, list } = data;
  const pages = list ? Math.ceil(list.total / list.pageSize) : 0;
  return (
    <Container className={publicStyles.page}>
      <PageHead title={publicNewsMessages.title} description={publicNewsMessages.description} />
      <div className={publicStyles.intro}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(publicNewsMessages.title)}
        </Heading>
        <Text>{intl.formatMessage(publicNewsMessages.intro)}</Text>
      </div>
      <CategoryLinks category={query.category} />
      <p className={visuallyHidden} aria-live="polite">
        {list ? intl.formatMessage(newsCountMessage, { count: list.total }) : null}
      </p>
      {list === null ? (
        <>
          <Heading level={2} size="h4">
            {intl.formatMessage(publicNewsMessages.loadFailed)}
          </Heading>
          <FetchError retryHref={retryHref} />
        </>
      ) : list.articles.length === 0 ? (
        <div className={publicStyles.empty}>
          <Heading level={2} size="h4">
            {intl.formatMessage(publicNewsMessages.emptyTitle)}
          </Heading>
          <Text>{intl.formatMessage(publicNewsMessages.emptyText)}</Text>
          {query.category || query.page > 1 ? (
            <ButtonLink variant="secondary" link={{ url: newsListPath(locale) }}>
              {intl.formatMessage(publicNewsMessages.showAll)}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
          <ul role="list" className={styles.list}>
            {list.articles.map((article, index) => (
              <li key={article.slug}>
                <NewsCard article={article} eager={index < 2} />
              </li>
            ))}
          </ul>
          <Paging
            page={query.page}
            pages={pages}
            href={(page) => newsListPath(locale, { category: query.category, page })}
            texts={{
              label: intl.formatMessage(publicNewsMessages.pages),
              previous: intl.formatMessage(publicNewsMessages.previousPage),
              next: intl.formatMessage(publicNewsMessages.nextPage),
              page: (page) => intl.formatMessage(newsPageMessage, { page }),
            }}
          />
        </>
      )}
    </Container>
  );
}
