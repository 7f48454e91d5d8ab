import { adLimits } from '@lindner/api/schema';
import { Banner, Container, FetchError, Heading, Spinner, Text } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { Paging } from '../../../../shared/Paging';
import { AdCard } from '../../components/AdCard';
import { MarketplaceFilters } from '../../components/MarketplaceFilters';
import type { MarketplaceListData } from '../../marketplaceLoaders';
import {
  activeMarketplaceFilters,
  marketplacePageSearch,
  pageCount,
} from '../../marketplaceSearch';
import { adCountMessage, listMessages, pageMessage } from '../../messages';
import * as styles from './MarketplacePage.css';

export interface MarketplaceViewProps {
  data: MarketplaceListData;
  /** The list's path, where its form, reset and pages go. */
  action: string;
  /** Other filters or another page are being fetched: the old ads stay, marked busy. */
  loading?: boolean;
  /** With JavaScript: go to the filters' address (`?…`) without reloading. */
  onSearch?: (search: string) => void;
  /** Fetches the ads again after a failure. */
  /** Retry: this list's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
}

/**
 * The marketplace: the active ads, offers ("Biete") and searches ("Suche"), newest first, with
 * their filters and pages; each ad links to its page.
 */
export function MarketplaceView({
  data,
  action,
  loading = false,
  onSearch,
  retryHref,
}: MarketplaceViewProps) {
  const intl = useIntl();
  const resultsId = useId();
  const { query, problem, result } = data;
  const filtered = activeMarketplaceFilters(query) > 0;
  return (
    <Container className={styles.page}>
      <PageHead title={listMessages.title} description={listMessages.description} />
      <div className={styles.header}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(listMessages.title)}
        </Heading>
        <Text>{intl.formatMessage(listMessages.intro)}</Text>
      </div>
      <MarketplaceFilters
        query={query}
        models={result?.models ?? []}
        action={action}
        onSearch={onSearch}
      />
      <section className={styles.results} aria-labelledby={resultsId}>
        <Heading level={2} size="h4" id={resultsId}>
          <span aria-live="polite">
            {result
              ? intl.formatMessage(adCountMessage, { count: result.total })
              : intl.formatMessage(listMessages.results)}
          </span>
        </Heading>
        {problem ? (
          <Banner tone="warning">
            <p>{intl.formatMessage(listMessages.invalidQuery)}</p>
          </Banner>
        ) : null}
        {loading ? <Spinner /> : null}
        {result === null ? (
          <FetchError retryHref={retryHref} />
        ) : result.ads.length === 0 ? (
          <div className={styles.empty}>
            <Heading level={3} size="h4">
              {intl.formatMessage(listMessages.emptyTitle)}
            </Heading>
            <Text>
              {intl.formatMessage(
                filtered ? listMessages.emptyText : listMessages.emptyTextUnfiltered,
              )}
            </Text>
            {filtered ? (
              <ButtonLink variant="secondary" link={{ url: action }}>
                {intl.formatMessage(listMessages.reset)}
              </ButtonLink>
            ) : null}
          </div>
        ) : (
          // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
          <ul role="list" className={styles.list} aria-busy={loading}>
            {result.ads.map((ad, index) => (
              <li key={ad.id}>
                <AdCard ad={ad} eager={index < 2} />
              </li>
            ))}
          </ul>
        )}
        {result ? (
          <Paging
            page={query.page ?? 1}
            pages={pageCount(result.total, result.pageSize || adLimits.pageSize)}
            href={(page) => `${action}${marketplacePageSearch(query, page)}`}
            texts={{
              label: intl.formatMessage(listMessages.pages),
              previous: intl.formatMessage(listMessages.previous),
              next: intl.formatMessage(listMessages.next),
              page: (page) => intl.formatMessage(pageMessage, { page }),
            }}
          />
        ) : null}
      </section>
    </Container>
  );
}
