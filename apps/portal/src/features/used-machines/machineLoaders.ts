import { ApiError, fetchMachine, fetchMachines } from '@lindner/api/client';
import type { Machine, MachineSearchResult } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../shared/publicApiOptions';
import { readListSearch, type ListSearch } from './machineSearch';

/** What the list's route loads: its search, and the results (null when they could not be fetched). */
export interface MachineListData extends ListSearch {
  result: MachineSearchResult | null;
}

export type MachineDetailData = { machine: Machine } | { machine: null };

/**
 * The list's loader: the search of the URL and its results, on the server for the first
 * response and in the browser as the filters change. A failed fetch shows in the page with
 * Retry rather than as an error page.
 */
export async function loadMachineList({ request }: LoaderFunctionArgs): Promise<MachineListData> {
  const search = readListSearch(new URL(request.url).searchParams);
  try {
    return { ...search, result: await fetchMachines(search.query, publicApiOptionsOf(request)) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Error fetching the used machines', error);
    return { ...search, result: null };
  }
}

/** The detail's loader: the machine, HTTP 404 for one that does not exist. */
export async function loadMachine({
  request,
  params,
}: LoaderFunctionArgs): Promise<MachineDetailData> {
  const id = params.id ?? '';
  try {
    return { machine: await fetchMachine(id, publicApiOptionsOf(request)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response(null, { status: 404, statusText: 'Not Found' });
    }
    if (request.signal.aborted) throw error;
    console.error('Error fetching the used machine', error);
    return { machine: null };
  }
}
