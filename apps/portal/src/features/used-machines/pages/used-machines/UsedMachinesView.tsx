import { machineSorts } from '@lindner/api/schema';
import { Banner, Container, FetchError, Heading, Spinner, Text } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { Island } from '../../../../shared/islands';
import { Paging } from '../../../../shared/Paging';
import { BookmarkListProvider } from '../../bookmarks/BookmarkListProvider';
import { MachineCard } from '../../components/MachineCard';
import { MachineFilters } from '../../components/MachineFilters';
import { machineBookmarkBarIsland } from '../../islands/machine-bookmark-bar';
import { machineSortIsland } from '../../islands/machine-sort';
import type { MachineListData } from '../../machineLoaders';
import {
  activeFilterCount,
  pageCount,
  pageSearch,
  searchString,
  withoutFilters,
} from '../../machineSearch';
import { listMessages, pageMessage, resultCountMessage } from '../../messages';
import * as styles from './UsedMachinesPage.css';

export interface UsedMachinesViewProps {
  data: MachineListData;
  /** The list's path, where its forms and links go. */
  action: string;
  /** Where the browser renders the page whole: a new search is on its way, the old results stay. */
  loading?: boolean;
  /** Where the browser renders the page whole: go to a search (`?…`) without reloading. */
  onSearch?: (search: string) => void;
  /** Retry: the search's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
  /** "Suche speichern" for this search (the page's; it needs the sign-on). */
  saveSearch?: ReactNode;
}

/**
 * The used machines: filters, result count and order, the bookmark bar, the machines, and their
 * pages. The server's HTML, with the order, the bookmark bar and each card's bookmark button as
 * islands; filters and pages are a GET form and links.
 */
export function UsedMachinesView({
  data,
  action,
  loading = false,
  onSearch,
  retryHref,
  saveSearch,
}: UsedMachinesViewProps) {
  const intl = useIntl();
  const titleId = useId();
  const resultsId = useId();
  const { query, problem, result } = data;
  const resetTo = `${action}${searchString(withoutFilters(query))}`;
  return (
    <BookmarkListProvider>
      <Container className={styles.page}>
        <PageHead title={listMessages.title} description={listMessages.description} />
        <div className={styles.header}>
          <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }} id={titleId}>
            {intl.formatMessage(listMessages.title)}
          </Heading>
          <Text>{intl.formatMessage(listMessages.intro)}</Text>
        </div>
        <div className={styles.layout}>
          <MachineFilters query={query} result={result} action={action} onSearch={onSearch} />
          <section className={styles.results} aria-labelledby={resultsId}>
            <div className={styles.toolbar}>
              <Heading level={2} size="h4" id={resultsId}>
                <span aria-live="polite">
                  {result
                    ? intl.formatMessage(resultCountMessage, { count: result.total })
                    : intl.formatMessage(listMessages.results)}
                </span>
              </Heading>
              <Island
                of={machineSortIsland}
                props={{
                  action,
                  sort: query.sort,
                  sorts: machineSorts,
                  kept: searchString({ ...query, sort: undefined, page: undefined }).slice(1),
                }}
              />
            </div>
            <Island of={machineBookmarkBarIsland} props={{}} />
            {saveSearch}
            {problem ? (
              <Banner tone="warning">
                <p>{intl.formatMessage(listMessages.invalidQuery)}</p>
              </Banner>
            ) : null}
            {loading ? <Spinner /> : null}
            {result === null ? (
              <FetchError retryHref={retryHref} />
            ) : result.total === 0 ? (
              <div className={styles.empty}>
                <Heading level={3} size="h4">
                  {intl.formatMessage(listMessages.emptyTitle)}
                </Heading>
                <Text>{intl.formatMessage(listMessages.emptyText)}</Text>
                {activeFilterCount(query) > 0 ? (
                  <ButtonLink variant="secondary" link={{ url: resetTo }}>
                    {intl.formatMessage(listMessages.reset)}
                  </ButtonLink>
                ) : null}
              </div>
            ) : (
              <ul className={styles.list} aria-busy={loading}>
                {result.machines.map((machine, index) => (
                  <li key={machine.id}>
                    <MachineCard machine={machine} eager={index < 2} />
                  </li>
                ))}
              </ul>
            )}
            {result ? (
              <Paging
                page={query.page}
                pages={pageCount(result.total, query.pageSize)}
                href={(page) => `${action}${pageSearch(query, page)}`}
                texts={{
                  label: intl.formatMessage(listMessages.pages),
                  previous: intl.formatMessage(listMessages.previous),
                  next: intl.formatMessage(listMessages.next),
                  page: (page) => intl.formatMessage(pageMessage, { page }),
                }}
              />
            ) : null}
          </section>
        </div>
      </Container>
    </BookmarkListProvider>
  );
}
