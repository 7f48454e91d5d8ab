import type { MachineSort } from '@lindner/api/schema';
import { ButtonLink, Container, FetchError, Heading, Spinner, Text, Banner } from '@lindner/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { Paging } from '../../../../shared/Paging';
import { BookmarkBar } from '../../bookmarks/BookmarkBar';
import { BookmarkListProvider } from '../../bookmarks/BookmarkListProvider';
import { MachineCard } from '../../components/MachineCard';
import { MachineFilters } from '../../components/MachineFilters';
import { SortForm } from '../../components/SortForm';
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
  /** A new search is being fetched: the old results stay, dimmed. */
  loading?: boolean;
  /** With JavaScript: go to a search (`?…`) without reloading. */
  onSearch?: (search: string) => void;
  /** With JavaScript: show the results in another order without reloading. */
  onSort?: (sort: MachineSort) => void;
  /** Fetches the results again after a failure. */
  onRetry: () => void;
  retrying?: boolean;
  /** "Suche speichern" for this search (the page's; it needs the sign-on). */
  saveSearch?: ReactNode;
}

/**
 * The used machines: filters, result count and order, the bookmark bar, the machines, and their
 * pages.
 */
export function UsedMachinesView({
  data,
  action,
  loading = false,
  onSearch,
  onSort,
  onRetry,
  retrying = false,
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
              <SortForm query={query} action={action} onSort={onSort} />
            </div>
            <BookmarkBar />
            {saveSearch}
            {problem ? (
              <Banner tone="warning">
                <p>{intl.formatMessage(listMessages.invalidQuery)}</p>
              </Banner>
            ) : null}
            {loading ? <Spinner /> : null}
            {result === null ? (
              <FetchError onRetry={onRetry} retrying={retrying} />
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
