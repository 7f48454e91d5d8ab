import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { queueDatabase } from './queueDatabase';
import type { QueuedEntry } from './queuedEntry';
import type { QueueStore } from './sendQueuedEntries';

const entriesStore = queueDatabase.store;

interface FleetDatabase extends DBSchema {
  [entriesStore]: {
    key: string;
    value: QueuedEntry;
    indexes: { byUser: string };
  };
}

/**
 * The queue in the browser's IndexedDB: it outlives the tab, a reload and a sign-out, so an
 * entry saved in the field waits on the phone until it has been sent. Rejects where the browser
 * has no IndexedDB (the save then fails as it would have without the queue).
 */
export function indexedDbQueueStore(): QueueStore {
  let database: Promise<IDBPDatabase<FleetDatabase>> | undefined;
  const open = () =>
    (database ??= openDB<FleetDatabase>(queueDatabase.name, queueDatabase.version, {
      upgrade(db) {
        const store = db.createObjectStore(entriesStore, { keyPath: 'clientId' });
        store.createIndex(queueDatabase.byUser, 'userId');
      },
    }));
  return {
    async list(userId) {
      const entries = await (await open()).getAllFromIndex(entriesStore, 'byUser', userId);
      return entries.sort((a, b) => a.queuedAt - b.queuedAt);
    },
    async put(entry) {
      await (await open()).put(entriesStore, entry);
    },
    async remove(clientId) {
      await (await open()).delete(entriesStore, clientId);
    },
  };
}
