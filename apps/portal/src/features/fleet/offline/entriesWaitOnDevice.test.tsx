import { afterEach, describe, expect, it } from 'vitest';
import { entriesWaitOnDevice } from './entriesWaitOnDevice';
import { indexedDbQueueStore } from './indexedDbQueueStore';
import { queueDatabase } from './queueDatabase';
import type { QueuedEntry } from './queuedEntry';

const farmer = 'c0ffee00-0000-4000-8000-000000000001';

function keptFuelStop(status: QueuedEntry['status']): QueuedEntry {
  return {
    clientId: crypto.randomUUID(),
    userId: farmer,
    vehicleId: 'b1c2d3e4-0000-4000-8000-000000000002',
    kind: 'fuelStop',
    input: { date: '2026-11-20', liters: 60, operatingHours: 1010, fullTank: true },
    queuedAt: Date.now(),
    status,
    problem: null,
  };
}

const databaseNames = async () => (await indexedDB.databases()).map(({ name }) => name);

async function deleteDatabase() {
  await new Promise((done) => {
    const request = indexedDB.deleteDatabase(queueDatabase.name);
    request.onsuccess = request.onerror = request.onblocked = done;
  });
}

describe('entriesWaitOnDevice (the real IndexedDB of Chromium)', () => {
  afterEach(deleteDatabase);

  it('is false on a device that never kept an entry, and makes no database', async () => {
    await deleteDatabase();
    await expect(entriesWaitOnDevice(farmer)).resolves.toBe(false);
    await expect(databaseNames()).resolves.not.toContain(queueDatabase.name);
  });

  it('is true while an entry of the user waits, for that user only', async () => {
    const store = indexedDbQueueStore();
    const entry = keptFuelStop('waiting');
    await store.put(entry);
    await expect(entriesWaitOnDevice(farmer)).resolves.toBe(true);
    await expect(entriesWaitOnDevice('another-user')).resolves.toBe(false);

    // Refused by the server, it waits for the user, not for the sender.
    await store.put({ ...entry, status: 'refused', problem: { message: null, fieldErrors: {} } });
    await expect(entriesWaitOnDevice(farmer)).resolves.toBe(false);
  });
});
