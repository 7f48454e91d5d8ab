import { queueDatabase } from './queueDatabase';
import type { QueuedEntry } from './queuedEntry';

/**
 * Whether entries of the user wait on this device to be sent. Read with the browser's own API,
 * without the queue's library: it runs on every page of the personal area. A browser that never
 * kept an entry has no database, and none is made here (the queue makes it with its store). Where
 * the browser cannot list its databases, the answer is yes: the queue then looks itself.
 */
export async function entriesWaitOnDevice(userId: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === queueDatabase.name)) return false;
  const database = await request(indexedDB.open(queueDatabase.name));
  try {
    const entries = (await request(
      database
        .transaction(queueDatabase.store, 'readonly')
        .objectStore(queueDatabase.store)
        .index(queueDatabase.byUser)
        .getAll(userId),
    )) as QueuedEntry[];
    return entries.some((entry) => entry.status === 'waiting');
  } finally {
    database.close();
  }
}

function request<T>(pending: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => reject(pending.error ?? new Error('IndexedDB request failed'));
  });
}
