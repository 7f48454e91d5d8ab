import { useSubmit } from '@lindner/api';
import { ApiError } from '@lindner/api/client';
import { toast } from '@lindner/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { outcomeOf, type SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { diaryEntrySavedNotice, offlineMessages } from '../messages';
import { entryRevalidation } from '../useEntrySaved';
import { deviceDiaryQueue } from './deviceDiaryQueue';
import type { DiaryEntryInputs, DiaryEntryKindName, QueuedEntry } from './queuedEntry';
import { sendDiaryEntry } from './sendDiaryEntry';

export interface DiarySaveOptions {
  /** The signed-in user's id: without it nothing can be kept on the device. */
  userId: string | null;
  /** A kept entry the server refused, now corrected: it is saved under its own id. */
  correcting?: string | null;
}

/**
 * Saves a diary entry, or keeps it on the device when there is no connection: the browser says
 * it is offline, or the request got no answer. A kept entry is sent later by the queue, in order
 * and under the id chosen here, so that it is stored once however often it is sent.
 */
export function useDiarySave<Kind extends DiaryEntryKindName>(
  vehicleId: string,
  kind: Kind,
  { userId, correcting = null }: DiarySaveOptions,
): (input: DiaryEntryInputs[Kind]) => Promise<SubmitOutcome | null> {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const { submit } = useSubmit(
    async (input: DiaryEntryInputs[Kind], signal: AbortSignal): Promise<'sent' | 'kept'> => {
      const queue = deviceDiaryQueue();
      // A corrected entry kept again keeps its place: the entries after it build on it.
      const corrected = userId && correcting ? queue.entries(userId) : null;
      const entry = {
        clientId: correcting ?? crypto.randomUUID(),
        userId: userId ?? '',
        vehicleId,
        kind,
        input,
        queuedAt: corrected?.find((each) => each.clientId === correcting)?.queuedAt ?? Date.now(),
        status: 'waiting',
        problem: null,
      } as QueuedEntry;
      if (userId && !navigator.onLine) {
        await queue.keep(entry);
        return 'kept';
      }
      try {
        await sendDiaryEntry(entry, signal);
      } catch (error) {
        const unanswered = error instanceof ApiError && error.status === null;
        if (!userId || !unanswered || signal.aborted) throw error;
        await queue.keep(entry);
        return 'kept';
      }
      if (userId && correcting) await queue.drop(userId, correcting);
      return 'sent';
    },
    { showSuccessToast: false, showErrorToast: false },
  );
  return useCallback(
    async (input: DiaryEntryInputs[Kind]) => {
      const result = await submit(input);
      if (result.data === 'sent') {
        toast.success(intl.formatMessage(diaryEntrySavedNotice), { id: 'data-submit' });
        entryRevalidation(vehicleId).forEach((key) => void mutate(key));
      } else if (result.data === 'kept') {
        toast.success(intl.formatMessage(offlineMessages.keptNotice), { id: 'data-submit' });
      }
      return outcomeOf(result);
    },
    [submit, intl, mutate, vehicleId],
  );
}
