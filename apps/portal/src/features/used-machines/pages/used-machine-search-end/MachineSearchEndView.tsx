import { Container, FetchError, Heading } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head/PageHead';
import { Island } from '../../../../shared/islands';
import { savedSearchEndIsland } from '../../islands/saved-search-end';
import { searchEndMessages } from '../../savedSearchMessages';
import { queryOfSaved, searchSummary } from '../../savedSearchSummary';
import type { EndOutcome } from './SavedSearchEnd';
import type { SearchEndData } from './searchEndLoader';
import { ToListLink, UnknownSearch } from './SearchEndParts';
import * as styles from './MachineSearchEndPage.css';

export type { EndOutcome } from './SavedSearchEnd';

export interface MachineSearchEndViewProps {
  data: SearchEndData;
  /** Retry: the page's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
  /** Stories: ends the search in the API's place. */
  onEnd?: () => Promise<EndOutcome>;
}

/**
 * Ends a saved search from its mail: which search it is (name and filters) and the button, an
 * island; then that it has ended. An unknown or already ended link says so and leads to the
 * used machines.
 */
export function MachineSearchEndView({ data, retryHref, onEnd }: MachineSearchEndViewProps) {
  const intl = useIntl();
  const head = (
    <>
      <PageHead title={searchEndMessages.title} />
      <meta name="robots" content="noindex" />
    </>
  );

  if (data.failed) {
    return (
      <Container className={styles.page}>
        {head}
        <Heading level={1} size="h3">
          {intl.formatMessage(searchEndMessages.loadFailed)}
        </Heading>
        <FetchError retryHref={retryHref} />
      </Container>
    );
  }

  if (data.search === null) {
    return (
      <Container className={styles.page}>
        {head}
        <UnknownSearch />
        <ToListLink />
      </Container>
    );
  }

  const { name, query } = data.search;
  return (
    <Container className={styles.page}>
      {head}
      <Island
        of={savedSearchEndIsland}
        props={{
          token: data.token,
          name,
          parts: searchSummary(intl, queryOfSaved(query)),
          ...(onEnd ? { onEnd } : {}),
        }}
      />
    </Container>
  );
}
