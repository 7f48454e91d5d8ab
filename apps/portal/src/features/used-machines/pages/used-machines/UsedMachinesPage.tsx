import { machineQueryParams, type MachineSort } from '@lindner/api/schema';
import { useCallback } from 'react';
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
} from 'react-router';
import { SaveSearch } from '../../components/SaveSearch';
import type { MachineListData } from '../../machineLoaders';
import { readListSearch, searchString } from '../../machineSearch';
import { UsedMachinesView } from './UsedMachinesView';

/**
 * The used machines' list: the route's loader reads the search from the URL and fetches it (on
 * the server for the first response), so a search can be shared and Back restores it, with the
 * position the router's ScrollRestoration kept.
 */
export function UsedMachinesPage() {
  const data = useLoaderData() as MachineListData;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  // A new search stays where the visitor is (the filters beside the results); a page of the
  // results starts at the top (its links are plain navigations).
  const onSearch = useCallback(
    (search: string) => void navigate(`${pathname}${search}`, { preventScrollReset: true }),
    [navigate, pathname],
  );
  // From the address's search, not the loader's: the router writes a new search's address
  // before the list renders with it, and an order chosen in between would drop its filters.
  const onSort = useCallback(
    (sort: MachineSort) => {
      const { query } = readListSearch(new URLSearchParams(window.location.search));
      onSearch(searchString({ ...query, sort, page: undefined }));
    },
    [onSearch],
  );
  return (
    <UsedMachinesView
      data={data}
      action={pathname}
      loading={loading}
      onSearch={onSearch}
      onSort={onSort}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
      saveSearch={<SaveSearch query={savedSearchQuery(data)} />}
    />
  );
}

/** The search as a saved search keeps it: its filters, without order and paging. */
function savedSearchQuery({ query }: MachineListData): string {
  return machineQueryParams({
    ...query,
    sort: undefined,
    page: undefined,
    pageSize: undefined,
  }).toString();
}
