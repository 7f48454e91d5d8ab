import { sendQueuedEntries, type QueueStore, type SendRun } from './sendQueuedEntries';
import type { QueuedEntry } from './queuedEntry';

export interface DiaryQueue {
  /** Keeps an entry on the device (or replaces the one with its `clientId`, in its place). */
  keep(entry: QueuedEntry): Promise<void>;
  /** Forgets an entry: the user dropped it, or it was saved another way. */
  drop(userId: string, clientId: string): Promise<void>;
  /** The user's entries as last read, oldest first; null until read. */
  entries(userId: string): readonly QueuedEntry[] | null;
  /** Reads the user's entries again (another tab may have changed them). */
  refresh(userId: string): Promise<void>;
  subscribe(listener: () => void): () => void;
  /**
   * Sends the user's waiting entries, one run at a time in this page and, where the browser
   * has Web Locks, across its tabs. A call during a run starts one more after it.
   */
  send(userId: string): Promise<SendRun>;
}

export interface DiaryQueueOptions {
  /** Tells the other tabs of a change (a BroadcastChannel in the browser). */
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>;
  locks?: Pick<LockManager, 'request'>;
}

interface RunState {
  running?: Promise<SendRun>;
  /** Asked for again while running: one more run follows. */
  again: boolean;
}

/** The queue of diary entries kept on the device, over a store and a send. */
export function createDiaryQueue(
  store: QueueStore,
  sendEntry: (entry: QueuedEntry) => Promise<void>,
  { channel, locks }: DiaryQueueOptions = {},
): DiaryQueue {
  const known = new Map<string, readonly QueuedEntry[]>();
  const listeners = new Set<() => void>();
  const runs = new Map<string, RunState>();

  const notify = () => listeners.forEach((listener) => listener());

  async function refresh(userId: string) {
    let entries: readonly QueuedEntry[];
    try {
      entries = await store.list(userId);
    } catch {
      // A browser without IndexedDB keeps nothing: its saves fail as they would without a queue.
      entries = [];
    }
    known.set(userId, entries);
    notify();
  }

  async function changed(userId: string) {
    await refresh(userId);
    channel?.postMessage(userId);
  }

  channel?.addEventListener('message', (event) => {
    const userId = (event as MessageEvent<unknown>).data;
    if (typeof userId === 'string' && known.has(userId)) void refresh(userId);
  });

  const exclusive = <T>(work: () => Promise<T>): Promise<T> =>
    locks ? (locks.request('lindner-diary-queue', work) as Promise<T>) : work();

  async function sendRuns(userId: string, state: RunState): Promise<SendRun> {
    let run: SendRun;
    do {
      state.again = false;
      run = await exclusive(() => sendQueuedEntries(store, userId, sendEntry));
      if (run.sent.length > 0 || run.refused.length > 0) await changed(userId);
    } while (state.again && !run.stopped);
    return run;
  }

  return {
    async keep(entry) {
      await store.put(entry);
      await changed(entry.userId);
    },
    async drop(userId, clientId) {
      await store.remove(clientId);
      await changed(userId);
    },
    entries: (userId) => known.get(userId) ?? null,
    refresh,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(userId) {
      const current = runs.get(userId);
      if (current?.running) {
        current.again = true;
        return current.running;
      }
      const state: RunState = { again: false };
      runs.set(userId, state);
      state.running = sendRuns(userId, state).finally(() => runs.delete(userId));
      return state.running;
    },
  };
}
