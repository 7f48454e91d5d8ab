import { localizePath } from '@lindner/i18n';
import { Container, FetchError, Heading, Spinner, Text } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { EventCard } from '../../components/EventCard';
import { EventFilters } from '../../components/EventFilters';
import type { EventListData } from '../../eventLoaders';
import { activeEventFilters } from '../../eventSearch';
import { eventCountMessage, listMessages } from '../../messages';
import * as styles from './EventsPage.css';

export interface EventsViewProps {
  data: EventListData;
  /** The list's path, where its form and reset go. */
  action: string;
  /** Other filters are being fetched: the old events stay, marked busy. */
  loading?: boolean;
  /** With JavaScript: go to the filters' address (`?…`) without reloading. */
  onSearch?: (search: string) => void;
  /** Fetches the events again after a failure. */
  /** Retry: this list's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
}

/** The upcoming events, soonest first, with their filters; each links to its page. */
export function EventsView({
  data,
  action,
  loading = false,
  onSearch,
  retryHref,
}: EventsViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const resultsId = useId();
  const { query, result } = data;
  const filtered = activeEventFilters(query) > 0;
  return (
    <Container className={styles.page}>
      <PageHead title={listMessages.title} description={listMessages.description} />
      <div className={styles.header}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(listMessages.title)}
        </Heading>
        <Text>{intl.formatMessage(listMessages.intro)}</Text>
      </div>
      <EventFilters
        query={query}
        regions={result?.regions ?? []}
        action={action}
        onSearch={onSearch}
      />
      <section className={styles.results} aria-labelledby={resultsId}>
        <Heading level={2} size="h4" id={resultsId}>
          <span aria-live="polite">
            {result
              ? intl.formatMessage(eventCountMessage, { count: result.events.length })
              : intl.formatMessage(listMessages.results)}
          </span>
        </Heading>
        {loading ? <Spinner /> : null}
        {result === null ? (
          <FetchError retryHref={retryHref} />
        ) : result.events.length === 0 ? (
          <div className={styles.empty}>
            <Heading level={3} size="h4">
              {intl.formatMessage(listMessages.emptyTitle)}
            </Heading>
            <Text>{intl.formatMessage(listMessages.emptyText)}</Text>
            {filtered ? (
              <ButtonLink variant="secondary" link={{ url: action }}>
                {intl.formatMessage(listMessages.reset)}
              </ButtonLink>
            ) : null}
          </div>
        ) : (
          // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
          <ul role="list" className={styles.list} aria-busy={loading}>
            {result.events.map((event) => (
              <li key={event.slug}>
                <EventCard
                  event={event}
                  to={localizePath('event-detail', { slug: event.slug }, locale)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}
