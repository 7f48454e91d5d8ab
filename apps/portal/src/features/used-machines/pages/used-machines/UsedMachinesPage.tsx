import { machineQueryParams } from '@lindner/api/schema';
import { useCallback } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import { SaveSearch } from '../../components/SaveSearch';
import type { MachineListData } from '../../machineLoaders';
import { UsedMachinesView } from './UsedMachinesView';

/**
 * The used machines' list: the route's loader reads the search from the URL and fetches it (on
 * the server for the first response). Filters, order and pages are GET forms and links, so a
 * search can be shared and Back restores it, with or without JavaScript.
 */
export function UsedMachinesPage() {
  const data = useLoaderData() as MachineListData;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  // Where the browser renders the page whole, a new search stays where the visitor is (the
  // filters beside the results); a page of the results starts at the top.
  const onSearch = useCallback(
    (next: string) => void navigate(`${pathname}${next}`, { preventScrollReset: true }),
    [navigate, pathname],
  );
  return (
    <UsedMachinesView
      data={data}
      action={pathname}
      loading={loading}
      onSearch={onSearch}
      retryHref={`${pathname}${search}`}
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
