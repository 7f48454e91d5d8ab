import { describe, expect, it } from 'vitest';
import { minutesToWait, passwordFailureKeys, Throttle } from './throttling';

describe('throttling', () => {
  const clock = () => {
    let now = Date.parse('2026-05-04T10:00:00Z');
    return { now: () => now, advance: (ms: number) => void (now += ms) };
  };

  it('blocks a key after 5 failures within the window, until the window ends', () => {
    const time = clock();
    const throttle = new Throttle({ limit: 5, windowMs: 15 * 60_000 }, time.now);
    for (let failure = 0; failure < 4; failure++) throttle.count(['user:farmer']);
    expect(throttle.blockedFor(['user:farmer'])).toBe(0);
    time.advance(60_000);
    throttle.count(['user:farmer']);
    expect(throttle.blockedFor(['user:farmer'])).toBe(14 * 60_000);
    expect(minutesToWait(throttle.blockedFor(['user:farmer']))).toBe(14);
    expect(throttle.blockedFor(['user:staff'])).toBe(0);

    time.advance(14 * 60_000 - 1);
    expect(minutesToWait(throttle.blockedFor(['user:farmer']))).toBe(1);
    time.advance(1);
    expect(throttle.blockedFor(['user:farmer'])).toBe(0);
    expect(throttle.counted('user:farmer')).toBe(0);
  });

  it('blocks when any of the keys is blocked: the user name or the client address', () => {
    const time = clock();
    const throttle = new Throttle({ limit: 5, windowMs: 60_000 }, time.now);
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      throttle.count(passwordFailureKeys(name, '203.0.113.5'));
    }
    expect(throttle.blockedFor(passwordFailureKeys('f', '203.0.113.5'))).toBe(60_000);
    expect(throttle.blockedFor(passwordFailureKeys('f', '198.51.100.7'))).toBe(0);
    expect(passwordFailureKeys(' Farmer ', '::1')).toEqual(passwordFailureKeys('farmer', '::1'));
  });

  it('forgets a cleared key and tells what a key may still do', () => {
    const throttle = new Throttle({ limit: 3, windowMs: 60_000 }, clock().now);
    throttle.count(['k'], 2);
    expect(throttle.remaining('k')).toBe(1);
    throttle.clear('k');
    expect(throttle.remaining('k')).toBe(3);
    expect(minutesToWait(1)).toBe(1);
  });
});
