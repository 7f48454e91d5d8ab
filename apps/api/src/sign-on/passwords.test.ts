import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  calibrateHashing,
  concurrentHashes,
  derivationCount,
  derivationTimes,
  hashingLoad,
  hashingShare,
  hashPassword,
  hashPasswordAtOnce,
  verifyNoPassword,
  verifyPassword,
} from './passwords';

/** Until the last turn has rested: the queue is empty. */
async function idle() {
  await expect.poll(hashingLoad, { interval: 5 }).toEqual({ running: 0, waiting: 0 });
}

describe('password hashing', () => {
  it('checks a password against its hash', async () => {
    const stored = await hashPassword('Traktor2026');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Traktor2026', stored)).toBe(true);
    expect(await verifyPassword('Traktor2027', stored)).toBe(false);
  });

  it('hashes many passwords in turn, leaving the event loop and other work free', async () => {
    const stored = await hashPassword('farmer');
    await idle();
    let mostAtOnce = 0;
    let ticks = 0;
    const watch = setInterval(() => {
      ticks += 1;
      mostAtOnce = Math.max(mostAtOnce, hashingLoad().running);
    }, 1);
    try {
      const checks = Array.from({ length: 6 }, (_, index) =>
        verifyPassword(index % 2 ? 'farmer' : 'wrong', stored),
      );
      expect(hashingLoad()).toEqual({ running: concurrentHashes, waiting: 6 - concurrentHashes });
      const results = await Promise.all(checks);
      expect(results.filter(Boolean)).toHaveLength(3);
    } finally {
      clearInterval(watch);
    }
    expect(concurrentHashes).toBeLessThan(4);
    expect(mostAtOnce).toBeLessThanOrEqual(concurrentHashes);
    // Timers ran while the hashes were computed: the event loop was never blocked.
    expect(ticks).toBeGreaterThan(3);
    await idle();
  });

  it('gives hashing at most its share of a core, resting after each derivation', () => {
    const probe = join(import.meta.dirname, 'hashingShareProbe.ts');
    const output = execFileSync(process.execPath, ['--import', 'tsx', probe], {
      encoding: 'utf8',
    });
    const { busyMs, tookMs } = JSON.parse(output) as { busyMs: number; tookMs: number };
    // Each derivation costs about the same CPU time (in a pool thread) as it takes.
    expect(busyMs / tookMs).toBeLessThan(concurrentHashes * hashingShare + 0.1);
  });

  it('hashes the demo seed at once, not behind the sign-ins waiting for their turns', async () => {
    const stored = await hashPassword('farmer');
    await idle();
    let checked = 0;
    const checks = Array.from({ length: concurrentHashes + 2 }, () =>
      verifyPassword('wrong', stored).then(() => (checked += 1)),
    );
    expect(hashingLoad().waiting).toBeGreaterThan(0);
    const seeded = await hashPasswordAtOnce('newcomer');
    // In turn it would have come after every check.
    expect(checked).toBeLessThan(checks.length);
    await Promise.all(checks);
    await expect(verifyPassword('newcomer', seeded)).resolves.toBe(true);
    await idle();
  });

  it('checks a password for nobody without deriving, as long as a recent derivation took', async () => {
    await calibrateHashing();
    await verifyPassword('wrong', await hashPassword('farmer'));
    await idle();
    const times = derivationTimes();
    const derivations = derivationCount();
    const started = performance.now();
    expect(await verifyNoPassword()).toBe(false);
    const took = performance.now() - started;
    expect(derivationCount()).toBe(derivations);
    expect(took).toBeGreaterThanOrEqual(Math.min(...times) - 2);
    // A timer may fire late on a busy machine, never early.
    expect(took).toBeLessThan(Math.max(...times) + 500);
    await idle();
  });
});
