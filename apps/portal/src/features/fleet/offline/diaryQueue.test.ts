import { ApiError } from '@lindner/api/client';
import { describe, expect, it, vi } from 'vitest';
import { createDiaryQueue } from './diaryQueue';
import type { QueuedEntry } from './queuedEntry';
import { verdictOf, type QueueStore } from './sendQueuedEntries';

function memoryStore(entries: QueuedEntry[] = []): QueueStore & { entries: QueuedEntry[] } {
  const store = {
    entries: [...entries],
    list: async (userId: string) =>
      store.entries
        .filter((entry) => entry.userId === userId)
        .sort((a, b) => a.queuedAt - b.queuedAt),
    put: async (entry: QueuedEntry) => {
      store.entries = [...store.entries.filter((e) => e.clientId !== entry.clientId), entry];
    },
    remove: async (clientId: string) => {
      store.entries = store.entries.filter((entry) => entry.clientId !== clientId);
    },
  };
  return store;
}

let clock = 0;
function fuelStop(clientId: string, vehicleId = 'tractor', userId = 'farmer'): QueuedEntry {
  clock += 1;
  return {
    clientId,
    userId,
    vehicleId,
    kind: 'fuelStop',
    input: { date: '2026-11-20', liters: 60, operatingHours: 1010 + clock, fullTank: true },
    queuedAt: clock,
    status: 'waiting',
    problem: null,
  };
}

const noAnswer = () => new ApiError({ status: null, cause: new TypeError('Failed to fetch') });
const refusal = () =>
  new ApiError({
    status: 400,
    serverMessage: 'Bitte prüfe die markierten Felder.',
    fieldErrors: { operatingHours: 'Die Betriebsstunden dürfen nicht zurückgehen.' },
  });

describe('the diary queue', () => {
  it('sends the waiting entries oldest first, each once, and forgets them', async () => {
    const store = memoryStore([fuelStop('b'), fuelStop('a'), fuelStop('c', 'tractor', 'other')]);
    // Kept out of order: 'b' was kept before 'a'.
    const sent: string[] = [];
    const queue = createDiaryQueue(store, async (entry) => void sent.push(entry.clientId));

    const run = await queue.send('farmer');

    expect(sent).toEqual(['b', 'a']);
    expect(run.sent.map((entry) => entry.clientId)).toEqual(['b', 'a']);
    expect(store.entries.map((entry) => entry.clientId)).toEqual(['c']);
    expect(queue.entries('farmer')).toEqual([]);
  });

  it('stops at a send without an answer and keeps that entry and the rest', async () => {
    const store = memoryStore([fuelStop('first'), fuelStop('second')]);
    const send = vi.fn().mockRejectedValueOnce(noAnswer());
    const queue = createDiaryQueue(store, send);

    const run = await queue.send('farmer');

    expect(run.stopped).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.entries.map((entry) => [entry.clientId, entry.status])).toEqual([
      ['first', 'waiting'],
      ['second', 'waiting'],
    ]);
  });

  it('marks a refused entry with the server’s words and holds back its vehicle’s later ones', async () => {
    const store = memoryStore([fuelStop('wrong'), fuelStop('other', 'trailer'), fuelStop('later')]);
    const sent: string[] = [];
    const queue = createDiaryQueue(store, async (entry) => {
      if (entry.clientId === 'wrong') throw refusal();
      sent.push(entry.clientId);
    });

    const run = await queue.send('farmer');

    expect(sent).toEqual(['other']);
    expect(run.refused.map((entry) => entry.clientId)).toEqual(['wrong']);
    expect(queue.entries('farmer')).toEqual([
      expect.objectContaining({
        clientId: 'wrong',
        status: 'refused',
        problem: {
          message: 'Bitte prüfe die markierten Felder.',
          fieldErrors: { operatingHours: 'Die Betriebsstunden dürfen nicht zurückgehen.' },
        },
      }),
      expect.objectContaining({ clientId: 'later', status: 'waiting' }),
    ]);

    // Dropped, the refused entry no longer holds the later one back.
    await queue.drop('farmer', 'wrong');
    await queue.send('farmer');
    expect(sent).toEqual(['other', 'later']);
    expect(store.entries).toEqual([]);
  });

  it('runs one send at a time: a second call during a run sends nothing twice', async () => {
    const store = memoryStore([fuelStop('only')]);
    let release: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const queue = createDiaryQueue(store, send);

    const first = queue.send('farmer');
    const second = queue.send('farmer');
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release();
    await Promise.all([first, second]);

    expect(send).toHaveBeenCalledTimes(1);
    expect(store.entries).toEqual([]);
  });

  it('tells its listeners and the other tabs when entries change', async () => {
    const store = memoryStore();
    const channel = { postMessage: vi.fn(), addEventListener: vi.fn() };
    const queue = createDiaryQueue(store, async () => undefined, { channel });
    const listener = vi.fn();
    queue.subscribe(listener);

    await queue.keep(fuelStop('new'));

    expect(listener).toHaveBeenCalled();
    expect(channel.postMessage).toHaveBeenCalledWith('farmer');
    expect(queue.entries('farmer')?.map((entry) => entry.clientId)).toEqual(['new']);
  });
});

describe('what a failed send means for a kept entry', () => {
  it('tries again later without an answer, signed out, throttled or on a server failure', () => {
    for (const status of [null, 401, 408, 429, 500, 503]) {
      expect(verdictOf(new ApiError({ status })), String(status)).toBe('tryLater');
    }
    expect(verdictOf(new Error('Token is missing'))).toBe('tryLater');
  });

  it('counts every other 4xx answer as the server refusing the entry', () => {
    for (const status of [400, 403, 404, 409, 422]) {
      expect(verdictOf(new ApiError({ status })), String(status)).toBe('refused');
    }
  });
});
