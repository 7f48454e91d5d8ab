import { saveMachineSearch, savedMachineSearchesKey, useSubmit } from '@lindner/api';
import type { SavedMachineSearch, SavedMachineSearchInput } from '@lindner/api/schema';
import { useCallback } from 'react';
import { outcomeOf, type SubmitOutcome } from '../../../shared/forms/submitOutcome';

/**
 * Saves a search (`POST /machineSearches`), the saved searches revalidated; the outcome as the
 * form shows it (no toast: the form says what happened).
 */
export function useSaveSearch(): (input: SavedMachineSearchInput) => Promise<SubmitOutcome | null> {
  const send = useCallback(
    (input: SavedMachineSearchInput, signal: AbortSignal) => saveMachineSearch(input, signal),
    [],
  );
  const { submit } = useSubmit<SavedMachineSearchInput, SavedMachineSearch>(send, {
    showSuccessToast: false,
    showErrorToast: false,
    revalidate: [savedMachineSearchesKey],
  });
  return useCallback(async (input) => outcomeOf(await submit(input)), [submit]);
}
