import { useSubmit, type SubmitOptions } from '@lindner/api';
import { useCallback } from 'react';
import { outcomeOf, type SubmitOutcome } from '../../shared/forms/submitOutcome';

/** How a fleet save ended: saved with what the server returned, or turned down. */
export type SaveOutcome<Result> =
  { ok: true; data: Result } | Extract<SubmitOutcome, { ok: false }>;

/**
 * A save of the fleet pages through `useSubmit`: the success notice as a toast, the
 * revalidation, and the outcome with the server's answer (the new vehicle's id, say). A
 * turned-down save shows at the form, so no error toast repeats it.
 */
export function useFleetSubmit<Payload, Result>(
  send: (payload: Payload, signal: AbortSignal) => Promise<Result>,
  options: Omit<SubmitOptions, 'showErrorToast'>,
): (payload: Payload) => Promise<SaveOutcome<Result> | null> {
  const { submit } = useSubmit(send, { ...options, showErrorToast: false });
  return useCallback(
    async (payload: Payload) => {
      const result = await submit(payload);
      const outcome = outcomeOf(result);
      if (outcome === null) return null;
      return outcome.ok ? { ok: true, data: result.data as Result } : outcome;
    },
    [submit],
  );
}
