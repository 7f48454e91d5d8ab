import type { AxleLoadModel } from '@lindner/api/schema';
import { useCallback, useEffect, useState } from 'react';

export type ModelsState =
  | { status: 'idle' | 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; models: AxleLoadModel[] };

/**
 * The model range: the given list, or fetched once from `{apiBase}/{segment}/models` (public,
 * no token; the code that fetches it loads with the fetch, also failing with it). Without
 * either, the calculator works from typed values alone.
 */
export function useAxleLoadModels(
  models: AxleLoadModel[] | undefined,
  apiBase: string | undefined,
  segment: string,
): { state: ModelsState; retry: () => void } {
  // The outcome of the fetch for one attempt; a newer attempt counts as loading until it ends.
  const [fetched, setFetched] = useState<{ attempt: number; state: ModelsState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const shouldFetch = models === undefined && apiBase !== undefined && apiBase !== '';

  useEffect(() => {
    if (!shouldFetch) return;
    const controller = new AbortController();
    import('./fetchAxleLoadModels')
      .then(({ fetchAxleLoadModels }) => fetchAxleLoadModels(apiBase, segment, controller.signal))
      .then(
        (models) => setFetched({ attempt, state: { status: 'loaded', models } }),
        () => {
          if (!controller.signal.aborted) setFetched({ attempt, state: { status: 'error' } });
        },
      );
    return () => controller.abort();
  }, [shouldFetch, apiBase, segment, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (models !== undefined) return { state: { status: 'loaded', models }, retry };
  if (!shouldFetch) return { state: { status: 'idle' }, retry };
  return {
    state: fetched?.attempt === attempt ? fetched.state : { status: 'loading' },
    retry,
  };
}
