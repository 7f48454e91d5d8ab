import { localizePath } from '@lindner/i18n';
import { useLoaderData, useLocation } from 'react-router';
import { Island } from '../../../shared/islands';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { usePortalConfig } from '../../../shared/portalConfig';
import type { ContestPageData } from '../contestLoaders';
import { contestEntryFormIsland } from '../islands/contest-entry-form';
import { contestVoteIsland } from '../islands/contest-vote';
import { ContestView } from './ContestView';

/**
 * A contest's page: the route's loader fetches it (on the server for the first response); each
 * entry's vote and, while it takes entries, the form are islands; the rest is the server's HTML.
 */
export function ContestPage() {
  const { kind, contest } = useLoaderData() as ContestPageData;
  const { api } = usePortalConfig();
  const { pathname, search } = useLocation();
  const locale = usePageLocale();
  const address = { baseUrl: api.baseUrl, clientSegment: api.clientSegment };
  return (
    <ContestView
      contest={contest}
      retryHref={`${pathname}${search}`}
      voteOf={(entry, title) => (
        <Island
          of={contestVoteIsland}
          props={{
            contest: kind,
            entryId: entry.id,
            title,
            api: address,
          }}
        />
      )}
      formAnchor={
        <Island
          of={contestEntryFormIsland}
          props={{
            contest: kind,
            api: address,
            termsHref: localizePath('participation-terms', {}, locale),
            privacyHref: localizePath('privacy', {}, locale),
          }}
        />
      }
    />
  );
}
