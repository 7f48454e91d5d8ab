import { ApiError, unsubscribeMachineSearch } from '@lindner/api/client';
import { useCallback } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import type { SearchEndData } from './searchEndLoader';
import { MachineSearchEndView, type EndOutcome } from './MachineSearchEndView';

/**
 * The page a saved search's mail links to: its loader fetches the search by the link's token
 * (on the server for the first response); the button ends it
 * (`POST /machineSearches/unsubscribe/{token}`).
 */
export function MachineSearchEndPage() {
  const data = useLoaderData() as SearchEndData;
  const revalidator = useRevalidator();
  const { token } = data;
  const onEnd = useCallback(async (): Promise<EndOutcome> => {
    try {
      const search = await unsubscribeMachineSearch(token);
      return { ended: search.name };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        return 'gone';
      }
      console.error('Error ending the saved search', error);
      return 'failed';
    }
  }, [token]);
  return (
    <MachineSearchEndView
      data={data}
      onEnd={onEnd}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  );
}
