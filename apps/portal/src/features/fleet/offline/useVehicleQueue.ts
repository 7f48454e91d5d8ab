import { localizePath, useLocale } from '@lindner/i18n';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignedInUser } from '../../../shared/currentUser/CurrentUser';
import { useDraftScope } from '../../../shared/drafts/DraftScope';
import { saveDraft, type DraftValues } from '../../../shared/drafts/formDrafts';
import {
  averageValuesOf,
  entryDraftName,
  fuelStopValuesOf,
  noteValuesOf,
  operationValuesOf,
} from '../entryForms';
import { deviceDiaryQueue } from './deviceDiaryQueue';
import type { QueuedEntriesProps } from './QueuedEntries';
import type { QueuedEntry } from './queuedEntry';
import { useQueuedEntries } from './useQueuedEntries';
import { useSendKeptEntries } from './useSendKeptEntries';

/** What the entry form of a kept entry starts from. */
function formValuesOf(entry: QueuedEntry): DraftValues {
  switch (entry.kind) {
    case 'fuelStop':
      return fuelStopValuesOf(entry.input);
    case 'operation':
      return operationValuesOf(entry.input);
    case 'note':
      return noteValuesOf(entry.input);
    case 'average':
      return averageValuesOf(entry.input);
  }
}

/** Where the add-entry pages read which kept entry is being corrected (history state). */
export interface CorrectingState {
  correcting: string;
  kind: QueuedEntry['kind'];
}

/** The signed-in user's entries of one vehicle kept on this device, with what can be done. */
export function useVehicleQueue(vehicleId: string): QueuedEntriesProps {
  const { user } = useSignedInUser();
  const userId = user?.id ?? null;
  const entries = useQueuedEntries(userId, vehicleId);
  const sendKept = useSendKeptEntries(userId);
  const drafts = useDraftScope();
  const navigate = useNavigate();
  const locale = useLocale();
  const [sending, setSending] = useState(false);
  return {
    entries,
    sending,
    onSendNow: () => {
      setSending(true);
      sendKept()
        .catch((error: unknown) => console.error('Sending the kept diary entries failed', error))
        .finally(() => setSending(false));
    },
    onFix: (entry) => {
      // The entry's values become the form's draft: the form opens with them.
      if (drafts) {
        saveDraft(
          drafts.storage,
          drafts.userId,
          entryDraftName(entry.kind, vehicleId),
          formValuesOf(entry),
        );
      }
      const route =
        entry.kind === 'average' ? 'fleet-detail-add-average' : 'fleet-detail-add-operation';
      const state: CorrectingState = { correcting: entry.clientId, kind: entry.kind };
      void navigate(localizePath(route, { id: vehicleId }, locale), { state });
    },
    onDrop: async (entry) => {
      if (!userId) return false;
      try {
        await deviceDiaryQueue().drop(userId, entry.clientId);
        return true;
      } catch (error) {
        console.error('Dropping a kept diary entry failed', error);
        return false;
      }
    },
  };
}
