import { useSubmit, type SubmitOptions } from '@lindner/api';
import { useCallback } from 'react';
import { outcomeOf, type SubmitOutcome } from './submitOutcome';

/**
 * A form's save through `useSubmit`: the success notice as a toast, the revalidation, and the
 * outcome for the form. A turned-down save shows at the form (its banner names the fields), so
 * no error toast repeats it.
 */
export function useFormSubmit<Payload, Result>(
  send: (payload: Payload, signal: AbortSignal) => Promise<Result>,
  options: Omit<SubmitOptions, 'showErrorToast'>,
): (payload: Payload) => Promise<SubmitOutcome | null> {
  const { submit } = useSubmit(send, { ...options, showErrorToast: false });
  return useCallback(async (payload: Payload) => outcomeOf(await submit(payload)), [submit]);
}
