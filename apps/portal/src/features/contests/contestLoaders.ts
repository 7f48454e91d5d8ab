import { ApiError, fetchContest, fetchContests } from '@lindner/api/client';
import type { ContestDetail, ContestKind, ContestSummary } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../shared/publicApiOptions';

/** What the list's route loads: the contests (null: not fetched). */
export interface ContestListData {
  contests: ContestSummary[] | null;
}

/** What a contest's route loads: the contest and its entries (null: not fetched). */
export interface ContestPageData {
  kind: ContestKind;
  contest: ContestDetail | null;
}

/** The list's loader; a failed fetch shows in the page with Retry rather than an error page. */
export async function loadContestList({ request }: LoaderFunctionArgs): Promise<ContestListData> {
  try {
    return { contests: await fetchContests(publicApiOptionsOf(request)) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Error fetching the contests', error);
    return { contests: null };
  }
}

/** A contest page's loader, for the contest of its route. */
export const contestLoader =
  (kind: ContestKind) =>
  async ({ request }: LoaderFunctionArgs): Promise<ContestPageData> => {
    try {
      return { kind, contest: await fetchContest(kind, publicApiOptionsOf(request)) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        throw new Response(null, { status: 404, statusText: 'Not Found' });
      }
      if (request.signal.aborted) throw error;
      console.error('Error fetching the contest', error);
      return { kind, contest: null };
    }
  };
