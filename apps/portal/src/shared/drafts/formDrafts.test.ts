import { describe, expect, it } from 'vitest';
import {
  clearAllDrafts,
  clearDraft,
  clearOtherUsersDrafts,
  differsFrom,
  draftKey,
  draftOf,
  readDraft,
  saveDraft,
  withDraft,
  type DraftStorage,
} from './formDrafts';

/** sessionStorage's behaviour over a Map. */
function memoryStorage(
  initial: Record<string, string> = {},
): DraftStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

const lena = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b02';
const josef = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b01';

describe('form drafts', () => {
  it('keeps a draft per user and form', () => {
    const storage = memoryStorage();
    saveDraft(storage, lena, 'farm', { name: 'Hörlhof', since: '20x4' });
    saveDraft(storage, josef, 'farm', { name: 'Brunnerhof' });
    expect(readDraft(storage, lena, 'farm')).toEqual({ name: 'Hörlhof', since: '20x4' });
    expect(readDraft(storage, josef, 'farm')).toEqual({ name: 'Brunnerhof' });
    expect(readDraft(storage, lena, 'profile')).toBeNull();
    expect(storage.data.has(draftKey(lena, 'farm'))).toBe(true);
  });

  it('stores only the values: no files, no functions, nothing else of the session', () => {
    const storage = memoryStorage();
    const avatar = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    saveDraft(storage, lena, 'profile', { firstName: 'Lena', avatar, check: () => true });
    expect(readDraft(storage, lena, 'profile')).toEqual({ firstName: 'Lena' });
    expect([...storage.data.keys()]).toEqual([draftKey(lena, 'profile')]);
    expect([...storage.data.values()].join()).not.toMatch(/token|eyJ/i);
  });

  it('forgets one form after it was saved', () => {
    const storage = memoryStorage();
    saveDraft(storage, lena, 'farm', { name: 'Hörlhof' });
    saveDraft(storage, lena, 'profile', { city: 'Kundl' });
    clearDraft(storage, lena, 'farm');
    expect(readDraft(storage, lena, 'farm')).toBeNull();
    expect(readDraft(storage, lena, 'profile')).toEqual({ city: 'Kundl' });
  });

  it('forgets every draft on logout and leaves other entries alone', () => {
    const storage = memoryStorage({ 'lindner.preloadReload': '123' });
    saveDraft(storage, lena, 'farm', { name: 'Hörlhof' });
    saveDraft(storage, josef, 'profile', { city: 'Kundl' });
    clearAllDrafts(storage);
    expect([...storage.data.keys()]).toEqual(['lindner.preloadReload']);
  });

  it('forgets the drafts of another user who signed on in this tab before', () => {
    const storage = memoryStorage({ 'lindner.preloadReload': '123' });
    saveDraft(storage, lena, 'farm', { name: 'Hörlhof' });
    saveDraft(storage, josef, 'profile', { city: 'Kundl' });
    clearOtherUsersDrafts(storage, lena);
    expect([...storage.data.keys()].sort()).toEqual(
      ['lindner.preloadReload', draftKey(lena, 'farm')].sort(),
    );
  });

  it('reads nothing from a broken or foreign entry', () => {
    const storage = memoryStorage({
      [draftKey(lena, 'a')]: '{not json',
      [draftKey(lena, 'b')]: JSON.stringify({ v: 99, values: { x: 1 } }),
      [draftKey(lena, 'c')]: JSON.stringify({ v: 1, values: ['x'] }),
      [draftKey(lena, 'd')]: 'null',
    });
    for (const form of ['a', 'b', 'c', 'd']) expect(readDraft(storage, lena, form)).toBeNull();
  });

  it('survives a storage that refuses to work', () => {
    const refusing: DraftStorage = {
      length: 1,
      key: () => {
        throw new Error('SecurityError');
      },
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => saveDraft(refusing, lena, 'farm', { name: 'x' })).not.toThrow();
    expect(readDraft(refusing, lena, 'farm')).toBeNull();
    expect(() => clearDraft(refusing, lena, 'farm')).not.toThrow();
    expect(() => clearAllDrafts(refusing)).not.toThrow();
    expect(() => clearOtherUsersDrafts(refusing, lena)).not.toThrow();
  });
});

describe('withDraft', () => {
  const saved = { name: 'Brunnerhof', since: 1998 as number | string | null, area: null };

  it('puts the draft over the saved values', () => {
    expect(withDraft(saved, { since: '20x4' })).toEqual({
      name: 'Brunnerhof',
      since: '20x4',
      area: null,
    });
  });

  it('starts an emptied field empty: undefined, which the inputs show as empty', () => {
    const merged = withDraft({ name: 'Brunnerhof', vulgo: 'Oberlechner' }, { vulgo: null });
    expect(merged).toEqual({ name: 'Brunnerhof', vulgo: undefined });
    expect(Object.hasOwn(merged, 'vulgo')).toBe(true);
  });

  it('ignores fields the form does not have, and no draft at all', () => {
    expect(withDraft(saved, { since: '2001', removedField: 'x' })).toEqual({
      ...saved,
      since: '2001',
    });
    expect(withDraft(saved, null)).toBe(saved);
  });
});

describe('draftOf and differsFrom', () => {
  const saved = { name: 'Brunnerhof', vulgo: 'Oberlechner', economyTypes: ['dairy'] };

  it('keeps an emptied field as null, so the reload shows it empty too', () => {
    expect(draftOf({ name: 'Brunnerhof', economyTypes: ['dairy'] }, saved)).toEqual({
      name: 'Brunnerhof',
      vulgo: null,
      economyTypes: ['dairy'],
    });
  });

  it('treats an empty text, null and a missing value alike', () => {
    expect(
      differsFrom({ name: 'Brunnerhof', vulgo: 'Oberlechner', economyTypes: ['dairy'] }, saved),
    ).toBe(false);
    expect(differsFrom({ a: '', b: null }, { a: null })).toBe(false);
    expect(differsFrom({ ...saved, vulgo: 'Unterlechner' }, saved)).toBe(true);
    expect(differsFrom({ ...saved, economyTypes: ['dairy', 'hops'] }, saved)).toBe(true);
  });
});
