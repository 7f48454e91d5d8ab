import { describe, expect, it } from 'vitest';
import {
  contractExpiryDismissalKey,
  defaultDismissDuration,
  dismiss,
  isDismissed,
  type DismissalStorage,
} from './dismissal';

function memoryStorage(): DismissalStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    values,
  };
}

const now = Date.UTC(2026, 10, 22, 9, 0);
const hour = 3_600_000;

describe('contract expiry dismissal', () => {
  it('is not dismissed before anyone dismissed it', () => {
    expect(isDismissed(memoryStorage(), now)).toBe(false);
  });

  it('stores now plus 24 hours under the notifications key', () => {
    const storage = memoryStorage();
    expect(dismiss(storage, now)).toBe(now + 86_400_000);
    expect(defaultDismissDuration).toBe(86_400_000);
    expect(storage.values.get(contractExpiryDismissalKey)).toBe(String(now + 86_400_000));
  });

  it('stays hidden until the stored time, then shows again', () => {
    const storage = memoryStorage();
    dismiss(storage, now);
    expect(isDismissed(storage, now)).toBe(true);
    expect(isDismissed(storage, now + 23 * hour)).toBe(true);
    expect(isDismissed(storage, now + 24 * hour - 1)).toBe(true);
    expect(isDismissed(storage, now + 24 * hour)).toBe(false);
  });

  it('takes another duration', () => {
    const storage = memoryStorage();
    dismiss(storage, now, hour);
    expect(isDismissed(storage, now + hour - 1)).toBe(true);
    expect(isDismissed(storage, now + hour)).toBe(false);
  });

  it('shows the banner when the stored value is not a time', () => {
    const storage = memoryStorage();
    storage.setItem(contractExpiryDismissalKey, 'soon');
    expect(isDismissed(storage, now)).toBe(false);
    storage.setItem(contractExpiryDismissalKey, '');
    expect(isDismissed(storage, now)).toBe(false);
  });

  it('copes without storage or with storage that throws', () => {
    expect(isDismissed(null, now)).toBe(false);
    expect(dismiss(null, now)).toBe(now + defaultDismissDuration);
    const throwing: DismissalStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(isDismissed(throwing, now)).toBe(false);
    expect(dismiss(throwing, now)).toBe(now + defaultDismissDuration);
  });
});
