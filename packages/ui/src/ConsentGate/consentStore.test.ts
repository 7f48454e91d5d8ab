import { describe, expect, it, vi } from 'vitest';
import {
  consentChangedEvent,
  consentCookie,
  consentCookieValue,
  consentStatus,
  consentStorageKey,
  createConsentStore,
  decisionsOfChoice,
  decideAll,
  isDecided,
  noConsent,
  parseConsent,
} from './consentStore';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function fakeWindow() {
  const target = new EventTarget();
  return {
    addEventListener: vi.fn(target.addEventListener.bind(target)),
    removeEventListener: vi.fn(target.removeEventListener.bind(target)),
    dispatch: (type: string) => target.dispatchEvent(new Event(type)),
  };
}

describe('parseConsent', () => {
  it('reads a stored record', () => {
    const raw = JSON.stringify({
      categories: { map: 'accepted', media: 'declined' },
      decidedAt: 5,
    });
    expect(parseConsent(raw)).toEqual({
      categories: { map: 'accepted', media: 'declined' },
      decidedAt: 5,
    });
  });

  it('treats nothing, bad JSON and wrong shapes as no decision', () => {
    for (const raw of [null, '', '{', 'null', '42', '"accepted"', '[]', '{"categories":[1]}']) {
      expect(parseConsent(raw)).toEqual(noConsent);
    }
  });

  it('drops unknown categories, unknown decisions and a bad timestamp', () => {
    const raw = JSON.stringify({
      categories: { map: 'yes', necessary: 'declined', ads: 'accepted', statistics: 'declined' },
      decidedAt: 'today',
    });
    expect(parseConsent(raw)).toEqual({ categories: { statistics: 'declined' }, decidedAt: null });
  });
});

describe('consentStatus and isDecided', () => {
  it('keeps necessary always accepted and an undecided category pending', () => {
    expect(consentStatus(noConsent, 'necessary')).toBe('accepted');
    expect(consentStatus(noConsent, 'map')).toBe('pending');
    expect(consentStatus({ categories: { map: 'declined' }, decidedAt: 1 }, 'map')).toBe(
      'declined',
    );
  });

  it('is decided only when every optional category is', () => {
    expect(isDecided(noConsent)).toBe(false);
    expect(isDecided({ categories: { map: 'accepted' }, decidedAt: 1 })).toBe(false);
    expect(isDecided({ categories: decideAll('declined'), decidedAt: 1 })).toBe(true);
  });
});

describe('createConsentStore', () => {
  it('persists decisions under one key with a timestamp', () => {
    const storage = memoryStorage();
    const store = createConsentStore({ storage: () => storage, now: () => 1_700_000_000_000 });
    store.decide({ map: 'accepted' });
    expect(JSON.parse(storage.values.get(consentStorageKey) ?? '')).toEqual({
      categories: { map: 'accepted' },
      decidedAt: 1_700_000_000_000,
    });
    store.decide({ media: 'declined' });
    expect(store.getSnapshot().categories).toEqual({ map: 'accepted', media: 'declined' });
  });

  it('remembers the decision for the next page view', () => {
    const storage = memoryStorage();
    createConsentStore({ storage: () => storage }).decide(decideAll('accepted'));
    const later = createConsentStore({ storage: () => storage });
    expect(isDecided(later.getSnapshot())).toBe(true);
    expect(consentStatus(later.getSnapshot(), 'media')).toBe('accepted');
  });

  it('survives bad JSON in storage and overwrites it on the next decision', () => {
    const storage = memoryStorage({ [consentStorageKey]: '{not json' });
    const store = createConsentStore({ storage: () => storage, now: () => 7 });
    expect(store.getSnapshot()).toEqual(noConsent);
    store.decide({ statistics: 'declined' });
    expect(parseConsent(storage.values.get(consentStorageKey) ?? null)).toEqual({
      categories: { statistics: 'declined' },
      decidedAt: 7,
    });
  });

  it('returns the same snapshot until something changes', () => {
    const storage = memoryStorage();
    const store = createConsentStore({ storage: () => storage });
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.decide({ map: 'accepted' });
    const second = store.getSnapshot();
    expect(second).not.toBe(first);
    expect(store.getSnapshot()).toBe(second);
  });

  it('sees a record cleared outside the store', () => {
    const storage = memoryStorage();
    const store = createConsentStore({ storage: () => storage });
    store.decide(decideAll('accepted'));
    storage.values.delete(consentStorageKey);
    expect(store.getSnapshot()).toEqual(noConsent);
  });

  it('tells every subscriber about a decision, and no longer after unsubscribing', () => {
    const storage = memoryStorage();
    const store = createConsentStore({ storage: () => storage });
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribe = store.subscribe(first);
    store.subscribe(second);
    store.decide({ map: 'accepted' });
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    unsubscribe();
    store.decide({ map: 'declined' });
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('follows a decision made outside the store (the banner posted by its own script) while subscribed', () => {
    const events = fakeWindow();
    const storage = memoryStorage();
    const store = createConsentStore({ storage: () => storage, events });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    events.dispatch('storage');
    expect(listener).not.toHaveBeenCalled();
    storage.setItem(
      consentStorageKey,
      JSON.stringify({ categories: decideAll('accepted'), decidedAt: 1 }),
    );
    events.dispatch(consentChangedEvent);
    expect(listener).toHaveBeenCalledOnce();
    expect(isDecided(store.getSnapshot())).toBe(true);
    unsubscribe();
    expect(events.removeEventListener).toHaveBeenCalledOnce();
  });

  it('keeps decisions in memory where storage is blocked', () => {
    const store = createConsentStore({
      storage: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(store.getSnapshot()).toEqual(noConsent);
    store.decide({ map: 'accepted' });
    expect(consentStatus(store.getSnapshot(), 'map')).toBe('accepted');
  });

  it('keeps decisions in memory where storage is full', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const store = createConsentStore({ storage: () => storage });
    store.decide(decideAll('declined'));
    expect(isDecided(store.getSnapshot())).toBe(true);
  });
});

describe('the banner’s choices', () => {
  it('declines every category for "only necessary" and accepts every one for "accept all"', () => {
    expect(decisionsOfChoice('necessary', ['map'])).toEqual({
      map: 'declined',
      media: 'declined',
      statistics: 'declined',
    });
    expect(decisionsOfChoice('all')).toEqual({
      map: 'accepted',
      media: 'accepted',
      statistics: 'accepted',
    });
  });

  it('accepts the ticked categories of a selection and declines the others', () => {
    expect(decisionsOfChoice('selection', ['map', 'unknown'])).toEqual({
      map: 'accepted',
      media: 'declined',
      statistics: 'declined',
    });
  });
});

describe('the consent cookie', () => {
  it('carries the record so that a server and the page read the same decision', () => {
    const record = { categories: { map: 'accepted' as const }, decidedAt: 42 };
    const cookie = consentCookie(record, true);
    expect(cookie).toMatch(
      /^lindner-consent=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/,
    );
    const header = `other=1; ${cookie.split(';')[0]}; last=2`;
    expect(parseConsent(consentCookieValue(header))).toEqual(record);
    expect(consentCookie(record, false)).not.toContain('Secure');
  });

  it('reads no record from a header without the cookie or with a broken one', () => {
    expect(consentCookieValue('a=1; lindner-consent-x=2')).toBeNull();
    expect(parseConsent(consentCookieValue('lindner-consent=%E0%A4%A'))).toEqual(noConsent);
  });
});
