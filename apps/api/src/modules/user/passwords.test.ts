import { describe, expect, it } from 'vitest';
import { concurrentHashes, hashingLoad, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('checks a password against its hash', async () => {
    const stored = await hashPassword('Traktor2026');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Traktor2026', stored)).toBe(true);
    expect(await verifyPassword('Traktor2027', stored)).toBe(false);
  });

  it('hashes many passwords in turn, leaving the event loop and other work free', async () => {
    const stored = await hashPassword('farmer');
    let mostAtOnce = 0;
    let ticks = 0;
    const watch = setInterval(() => {
      ticks += 1;
      mostAtOnce = Math.max(mostAtOnce, hashingLoad().running);
    }, 1);
    try {
      const checks = Array.from({ length: 12 }, (_, index) =>
        verifyPassword(index % 2 ? 'farmer' : 'wrong', stored),
      );
      expect(hashingLoad()).toEqual({ running: concurrentHashes, waiting: 12 - concurrentHashes });
      const results = await Promise.all(checks);
      expect(results.filter(Boolean)).toHaveLength(6);
    } finally {
      clearInterval(watch);
    }
    expect(concurrentHashes).toBeLessThan(4);
    expect(mostAtOnce).toBeLessThanOrEqual(concurrentHashes);
    // Timers ran while the hashes were computed: the event loop was never blocked.
    expect(ticks).toBeGreaterThan(3);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
