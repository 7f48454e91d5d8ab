import { ApiError } from '@lindner/api/client';
import type { QueuedEntry } from './queuedEntry';

/** Where the queued entries are kept (IndexedDB in the browser). */
export interface QueueStore {
  /** The user's entries, oldest first. */
  list(userId: string): Promise<QueuedEntry[]>;
  put(entry: QueuedEntry): Promise<void>;
  remove(clientId: string): Promise<void>;
}

/** How one send ended, as the queue sees it. */
export type SendVerdict = 'sent' | 'refused' | 'tryLater';

/**
 * What an error of a send means for the queue. No answer, no token, a lost session, a throttle
 * or a failing server pass; any other answer of the 4xx range is the server refusing the entry
 * itself, which sending it again would not change.
 */
export function verdictOf(error: unknown): Exclude<SendVerdict, 'sent'> {
  if (!(error instanceof ApiError) || error.status === null) return 'tryLater';
  const { status } = error;
  const passing = status === 401 || status === 408 || status === 429 || status >= 500;
  return status >= 400 && !passing ? 'refused' : 'tryLater';
}

export interface SendRun {
  /** Entries the server took. */
  sent: QueuedEntry[];
  /** Entries the server refused in this run. */
  refused: QueuedEntry[];
  /** True when the run stopped early (no connection, say) and entries still wait. */
  stopped: boolean;
}

/**
 * Sends the user's waiting entries one after the other, oldest first. A sent entry leaves the
 * queue; a refused one stays, marked with the server's message, and holds back its vehicle's
 * later entries (their hours and dates may build on it) until the user fixes or drops it. The
 * first failure that is not a refusal ends the run: everything after it waits for the next one.
 */
export async function sendQueuedEntries(
  store: QueueStore,
  userId: string,
  send: (entry: QueuedEntry) => Promise<void>,
): Promise<SendRun> {
  const run: SendRun = { sent: [], refused: [], stopped: false };
  const heldBack = new Set<string>();
  for (const entry of await store.list(userId)) {
    if (heldBack.has(entry.vehicleId)) continue;
    if (entry.status === 'refused') {
      heldBack.add(entry.vehicleId);
      continue;
    }
    try {
      await send(entry);
    } catch (error) {
      if (verdictOf(error) === 'tryLater') {
        run.stopped = true;
        return run;
      }
      const refused: QueuedEntry = {
        ...entry,
        status: 'refused',
        problem: {
          message: error instanceof ApiError ? error.serverMessage : null,
          fieldErrors: error instanceof ApiError ? error.fieldErrors : {},
        },
      };
      await store.put(refused);
      run.refused.push(refused);
      heldBack.add(entry.vehicleId);
      continue;
    }
    await store.remove(entry.clientId);
    run.sent.push(entry);
  }
  return run;
}
