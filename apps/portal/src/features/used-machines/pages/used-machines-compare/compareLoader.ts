import { ApiError, fetchMachine } from '@lindner/api/client';
import { parseComparedIds, type Machine } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { readPortalConfig } from '../../../../shared/config';
import { localeOfPath } from '../../../../shared/locale/localeOfPath';

/** What the comparison's route loads. */
export interface CompareData {
  /** The machines of `?ids=`, in their order; those no longer offered are left out. */
  machines: Machine[];
  /** How many of the ids are unknown or sold (a notice, not a failure). */
  missing: number;
  /** Some machine could not be fetched for another reason (the page offers Retry). */
  failed: boolean;
}

type Outcome = { machine: Machine } | 'missing' | 'failed';

/**
 * The comparison's loader: each machine of `?ids=` (at most four) fetched at once, on the server
 * for the first response, as the detail's loader asks (same API, the page's language).
 */
export async function loadComparedMachines({ request }: LoaderFunctionArgs): Promise<CompareData> {
  const url = new URL(request.url);
  const ids = parseComparedIds(url.searchParams.getAll('ids'));
  const { baseUrl, clientSegment } = readPortalConfig(import.meta.env, url.origin).api;
  const options = {
    baseUrl,
    clientSegment,
    locale: localeOfPath(url.pathname) ?? undefined,
    signal: request.signal,
  };
  const outcomes = await Promise.all(
    ids.map(async (id): Promise<Outcome> => {
      try {
        return { machine: await fetchMachine(id, options) };
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          return 'missing';
        }
        if (request.signal.aborted) throw error;
        console.error('Error fetching a compared machine', error);
        return 'failed';
      }
    }),
  );
  return {
    machines: outcomes.flatMap((outcome) => (typeof outcome === 'object' ? [outcome.machine] : [])),
    missing: outcomes.filter((outcome) => outcome === 'missing').length,
    failed: outcomes.includes('failed'),
  };
}
