import { describe, expect, it, vi } from 'vitest';
import {
  listenForPreloadErrors,
  preloadReloadKey,
  preloadReloadWindow,
  recoverFromPreloadError,
} from './preloadRecovery';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('recoverFromPreloadError', () => {
  it('reloads once and remembers when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(recoverFromPreloadError({ storage, reload, now: () => 1_000 })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.values.get(preloadReloadKey)).toBe('1000');
  });

  it('does not reload again right after a reload, so the error block shows', () => {
    const storage = memoryStorage({ [preloadReloadKey]: '1000' });
    const reload = vi.fn();
    const now = () => 1_000 + preloadReloadWindow - 1;
    expect(recoverFromPreloadError({ storage, reload, now })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later deployment', () => {
    const storage = memoryStorage({ [preloadReloadKey]: '1000' });
    const reload = vi.fn();
    const now = () => 1_000 + preloadReloadWindow;
    expect(recoverFromPreloadError({ storage, reload, now })).toBe(true);
    expect(storage.values.get(preloadReloadKey)).toBe(String(now()));
  });

  it('does not reload without a network: the page and its input stay', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(recoverFromPreloadError({ storage, reload, now: () => 5, isOnline: () => false })).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(storage.values.size).toBe(0);
  });

  it('does not reload without storage, which could not stop a loop', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recoverFromPreloadError({ storage: broken, reload, now: () => 5 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('listenForPreloadErrors', () => {
  it('handles Vite’s preload error event by reloading once, then lets it through', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const reload = vi.fn();
    const stop = listenForPreloadErrors(target, { storage, reload, now: () => 10 });

    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledOnce();

    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledOnce();

    stop();
  });
});
