import { useAuth } from '@lindner/auth';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../shared/useHydrated';
import { SaveSearchLink } from './SaveSearchLink';

// The form and the data layer (SWR) load only for a signed-in user, not with every visit of the
// public list.
const SaveSearchSignedIn = lazy(() =>
  import('./SaveSearchSignedIn').then(({ SaveSearchSignedIn }) => ({
    default: SaveSearchSignedIn,
  })),
);

export interface SaveSearchProps {
  /**
   * The canonical query string of the list's current search, as `machineQueryParams` writes it,
   * without page, size and sort and without the leading "?"; empty for every machine.
   */
  query: string;
}

/**
 * "Suche speichern" on the used machines' list: a signed-in user names the search and saves it
 * (`POST /machineSearches`); a visitor follows a link to the bookmarks page, which signs in on
 * the way and shows the same form there. The server renders the visitor's link; the form
 * replaces it once the browser has signed on.
 */
export function SaveSearch({ query }: SaveSearchProps) {
  const { authenticated } = useAuth();
  const hydrated = useHydrated();
  if (!hydrated || !authenticated) return <SaveSearchLink query={query} />;
  return (
    <Suspense fallback={<SaveSearchLink query={query} />}>
      <SaveSearchSignedIn query={query} />
    </Suspense>
  );
}
