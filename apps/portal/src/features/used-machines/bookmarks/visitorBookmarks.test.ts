import { maxMachineBookmarks } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import {
  readVisitorBookmarks,
  toggleVisitorBookmark,
  visitorBookmarksKey,
  withPending,
  writeVisitorBookmarks,
} from './visitorBookmarks';

/** A Storage in memory, as the browser's localStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A storage that refuses everything, as a blocked or full one does. */
const refusingStorage: Storage = {
  length: 0,
  clear: () => undefined,
  key: () => null,
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('visitor bookmarks on the device', () => {
  it('is empty without storage, without an entry, or with an entry it cannot read', () => {
    expect(readVisitorBookmarks(null)).toEqual([]);
    expect(readVisitorBookmarks(memoryStorage())).toEqual([]);
    expect(readVisitorBookmarks(memoryStorage({ [visitorBookmarksKey]: '{broken' }))).toEqual([]);
    expect(readVisitorBookmarks(memoryStorage({ [visitorBookmarksKey]: '{"a":1}' }))).toEqual([]);
    expect(readVisitorBookmarks(refusingStorage)).toEqual([]);
  });

  it('keeps only distinct non-empty ids from what it reads', () => {
    const storage = memoryStorage({
      [visitorBookmarksKey]: JSON.stringify(['m-2', 3, '', 'm-1', 'm-2', null]),
    });
    expect(readVisitorBookmarks(storage)).toEqual(['m-2', 'm-1']);
  });

  it('puts a new bookmark first and takes a bookmarked machine off again', () => {
    const storage = memoryStorage();
    expect(toggleVisitorBookmark(storage, 'm-1')).toEqual(['m-1']);
    expect(toggleVisitorBookmark(storage, 'm-2')).toEqual(['m-2', 'm-1']);
    expect(readVisitorBookmarks(storage)).toEqual(['m-2', 'm-1']);
    expect(storage.getItem(visitorBookmarksKey)).toBe('["m-2","m-1"]');
    expect(toggleVisitorBookmark(storage, 'm-2')).toEqual(['m-1']);
    expect(toggleVisitorBookmark(storage, 'm-1')).toEqual([]);
    expect(storage.getItem(visitorBookmarksKey)).toBeNull();
  });

  it(`keeps at most ${maxMachineBookmarks}, dropping the oldest`, () => {
    const storage = memoryStorage();
    const ids = Array.from({ length: maxMachineBookmarks }, (_, index) => `m-${index}`);
    writeVisitorBookmarks(storage, ids);
    const after = toggleVisitorBookmark(storage, 'm-new');
    expect(after).toHaveLength(maxMachineBookmarks);
    expect(after[0]).toBe('m-new');
    expect(after).not.toContain(`m-${maxMachineBookmarks - 1}`);
  });

  it('never throws when the storage refuses: the list stays as it was', () => {
    expect(toggleVisitorBookmark(refusingStorage, 'm-1')).toEqual([]);
    expect(writeVisitorBookmarks(refusingStorage, ['m-1'])).toBe(false);
    expect(writeVisitorBookmarks(null, ['m-1'])).toBe(false);
  });
});

describe('account bookmarks with changes on their way', () => {
  it('shows a new bookmark first and a removed one gone, before the server answers', () => {
    const pending = new Map([
      ['m-3', true],
      ['m-1', false],
    ]);
    expect(withPending(['m-2', 'm-1'], pending)).toEqual(['m-3', 'm-2']);
    expect(withPending(['m-2', 'm-1'], new Map())).toEqual(['m-2', 'm-1']);
  });
});
