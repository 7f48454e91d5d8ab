import { toast } from '@lindner/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { keptEntriesSent } from '../messages';
import { entryRevalidation } from '../useEntrySaved';
import { deviceDiaryQueue } from './deviceDiaryQueue';

/**
 * Sends the user's waiting entries now; what the server took shows in the vehicles' pages at
 * once, with a notice of how many went.
 */
export function useSendKeptEntries(userId: string | null): () => Promise<void> {
  const { mutate } = useSWRConfig();
  const intl = useIntl();
  return useCallback(async () => {
    if (!userId) return;
    const run = await deviceDiaryQueue().send(userId);
    if (run.sent.length === 0) return;
    for (const vehicleId of new Set(run.sent.map((entry) => entry.vehicleId))) {
      entryRevalidation(vehicleId).forEach((key) => void mutate(key));
    }
    toast.success(intl.formatMessage(keptEntriesSent, { count: run.sent.length }), {
      id: 'data-submit',
    });
  }, [userId, mutate, intl]);
}
