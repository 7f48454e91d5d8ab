import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MemorySignInFailures,
  signInFailureRules,
  type SignInFailureRules,
  type SignInFailures,
} from './signInFailures';
import { RedisSignInFailures } from './signInFailuresRedis';

/** A clock the test moves; the stores read it. */
class Clock {
  now = Date.UTC(2026, 2, 1, 8);
  readonly read = () => this.now;
  pass(ms: number) {
    this.now += ms;
  }
}

type MakeStore = (clock: Clock, rules?: SignInFailureRules) => SignInFailures;

/**
 * The stores under test: memory always; Redis when TEST_REDIS_URL names a server (CI sets it),
 * each test with keys of its own. Without it, the Redis cases are not there at all.
 */
const stores: [name: string, make: MakeStore][] = [
  ['memory', (clock, rules) => new MemorySignInFailures(rules, clock.read)],
];
const redisUrl = process.env.TEST_REDIS_URL;
const clients: Redis[] = [];
if (redisUrl) {
  stores.push([
    'Redis',
    (clock, rules) => {
      const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
      clients.push(redis);
      return new RedisSignInFailures(redis, { rules, now: clock.read, prefix: testPrefix() });
    },
  ]);
}
afterAll(async () => {
  for (const redis of clients) {
    const keys = await redis.keys('test:sign-in:*');
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
});

function testPrefix() {
  return `test:sign-in:${randomUUID()}:`;
}

/** Counts `times` failures of a pair; each must have been allowed. */
async function fail(store: SignInFailures, username: string, address: string, times = 1) {
  for (let index = 0; index < times; index++) {
    expect(await store.attempt(username, address)).toBe(0);
  }
}

describe.each(stores)('sign-in failures in %s', (_name, makeStore) => {
  it('lets a pair fail 5 times, then waits 30 s, doubling with each failure up to 15 minutes', async () => {
    const clock = new Clock();
    const store = makeStore(clock);
    await fail(store, 'farmer', '203.0.113.5', 5);
    expect(await store.attempt('farmer', '203.0.113.5')).toBe(30_000);
    clock.pass(29_000);
    // Refused attempts are not counted: the wait does not grow while one waits.
    expect(await store.attempt('farmer', '203.0.113.5')).toBe(1_000);
    expect(await store.attempt(' Farmer', '203.0.113.5')).toBe(1_000);

    const waits = [];
    for (let failure = 6; failure <= 12; failure++) {
      clock.pass(await store.attempt('farmer', '203.0.113.5'));
      await fail(store, 'farmer', '203.0.113.5');
      waits.push(await store.attempt('farmer', '203.0.113.5'));
    }
    expect(waits.map((wait) => wait / 1000)).toEqual([60, 120, 240, 480, 900, 900, 900]);
  });

  it('never locks the user out from another address, and a success clears the pair', async () => {
    const clock = new Clock();
    const store = makeStore(clock);
    await fail(store, 'farmer', '203.0.113.5', 5);
    expect(await store.attempt('farmer', '203.0.113.5')).toBeGreaterThan(0);
    // The right password from another address: its attempt passes, and its success is taken back.
    expect(await store.attempt('farmer', '198.51.100.7')).toBe(0);
    await store.succeeded('farmer', '198.51.100.7');
    // The first address still waits; once its right password is through, it starts afresh.
    expect(await store.attempt('farmer', '203.0.113.5')).toBe(30_000);
    clock.pass(30_000);
    expect(await store.attempt('farmer', '203.0.113.5')).toBe(0);
    await store.succeeded('farmer', '203.0.113.5');
    await fail(store, 'farmer', '203.0.113.5', 5);
    expect(await store.attempt('farmer', '203.0.113.5')).toBe(30_000);
  });

  it('forgets a pair’s failures 12 hours after the last one, 15 minutes before it waited', async () => {
    const clock = new Clock();
    const store = makeStore(clock);
    await fail(store, 'farmer', '203.0.113.5', 4);
    clock.pass(15 * 60_000);
    await fail(store, 'farmer', '203.0.113.5', 5);
    expect(await store.attempt('farmer', '203.0.113.5')).toBe(30_000);
    // Once it has had to wait, the count stays: the next failure makes it wait 60 s.
    clock.pass(15 * 60_000);
    await fail(store, 'farmer', '203.0.113.5');
    expect(await store.attempt('farmer', '203.0.113.5')).toBe(60_000);
    clock.pass(12 * 60 * 60_000);
    await fail(store, 'farmer', '203.0.113.5', 5);
    expect(await store.attempt('farmer', '203.0.113.5')).toBe(30_000);
  });

  it('blocks an address after 20 failures in 15 minutes, whatever names it tries', async () => {
    const clock = new Clock();
    const store = makeStore(clock);
    for (let index = 0; index < 20; index++) {
      await fail(store, `guess-${index}`, '203.0.113.9');
      clock.pass(10_000);
    }
    // The window began with the first failure, 200 s ago: the rest of the 15 minutes.
    expect(await store.attempt('farmer', '203.0.113.9')).toBe(15 * 60_000 - 200_000);
    expect(await store.attempt('guess-20', '203.0.113.9')).toBe(700_000);
    // Other addresses go on, for the same names too.
    expect(await store.attempt('guess-1', '203.0.113.10')).toBe(0);
    clock.pass(700_000);
    expect(await store.attempt('farmer', '203.0.113.9')).toBe(0);
  });

  it('takes a successful attempt back from its address', async () => {
    const clock = new Clock();
    const store = makeStore(clock);
    // An office behind one address: 30 people sign in, none of them wrong.
    for (let index = 0; index < 30; index++) {
      expect(await store.attempt(`colleague-${index}`, '192.0.2.1')).toBe(0);
      await store.succeeded(`colleague-${index}`, '192.0.2.1');
    }
    await fail(store, 'someone', '192.0.2.1', 5);
    expect(await store.attempt('another', '192.0.2.1')).toBe(0);
  });

  it('lets no more than the free attempts through when they arrive at once', async () => {
    const clock = new Clock();
    const store = makeStore(clock);
    const waits = await Promise.all(
      Array.from({ length: 12 }, () => store.attempt('farmer', '203.0.113.5')),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('follows other rules', async () => {
    const clock = new Clock();
    const store = makeStore(clock, {
      ...signInFailureRules,
      freeFailures: 1,
      firstWaitMs: 1_000,
      maxWaitMs: 3_000,
      addressLimit: 3,
    });
    await fail(store, 'farmer', '203.0.113.5');
    expect(await store.attempt('farmer', '203.0.113.5')).toBe(1_000);
    clock.pass(1_000);
    await fail(store, 'farmer', '203.0.113.5');
    expect(await store.attempt('farmer', '203.0.113.5')).toBe(2_000);
    clock.pass(2_000);
    await fail(store, 'farmer', '203.0.113.5');
    // The address's third failure: it waits for the rest of its window now.
    expect(await store.attempt('staff', '203.0.113.5')).toBe(15 * 60_000 - 3_000);
  });
});

if (redisUrl) {
  describe('sign-in failures in Redis', () => {
    it('are shared by the API instances on one Redis', async () => {
      const clock = new Clock();
      const prefix = testPrefix();
      const [first, second] = [0, 1].map(() => {
        const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
        clients.push(redis);
        return new RedisSignInFailures(redis, { now: clock.read, prefix });
      });
      await fail(first!, 'farmer', '203.0.113.5', 3);
      await fail(second!, 'farmer', '203.0.113.5', 2);
      expect(await first!.attempt('farmer', '203.0.113.5')).toBe(30_000);
      expect(await second!.attempt('farmer', '203.0.113.5')).toBe(30_000);
      await second!.succeeded('farmer', '203.0.113.5');
      expect(await first!.attempt('farmer', '203.0.113.5')).toBe(0);
    });
  });
}
