import { useLocation } from 'react-router';
import { useSignedInUser } from '../../../shared/currentUser/CurrentUser';
import type { QueuedEntry } from './queuedEntry';
import { useQueuedEntries } from './useQueuedEntries';
import type { CorrectingState } from './useVehicleQueue';

export interface Correcting {
  /** The kept entry being corrected: saved under its id, it leaves the queue. */
  clientId: string | null;
  kind: QueuedEntry['kind'] | null;
  /** Why the server refused it, for the notice above the form. */
  reason: string | null;
}

/** The kept entry an add-entry page was opened to correct ("Korrigieren"), if any. */
export function useCorrecting(vehicleId: string): Correcting & { userId: string | null } {
  const { user } = useSignedInUser();
  const userId = user?.id ?? null;
  const state = useLocation().state as Partial<CorrectingState> | null;
  const entries = useQueuedEntries(userId, vehicleId);
  const entry = entries.find((each) => each.clientId === state?.correcting);
  // The form's tab follows the history's state at once; the entry is read from the device.
  const kind = state?.kind ?? null;
  if (!entry) return { userId, clientId: null, kind, reason: null };
  const fieldMessages = Object.values(entry.problem?.fieldErrors ?? {});
  return {
    userId,
    clientId: entry.clientId,
    kind: entry.kind,
    reason: [entry.problem?.message, ...fieldMessages].filter(Boolean).join(' '),
  };
}
