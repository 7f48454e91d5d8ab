import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSignOnAdapter } from './testing/fakeSignOnAdapter';
import { keepTokenFresh, refreshFailureStatus, type TokenRefresh } from './tokenRefresh';

describe('keepTokenFresh', () => {
  let adapter: FakeSignOnAdapter;
  let refresh: TokenRefresh | undefined;
  const handlers = () => ({
    onRefreshed: vi.fn(),
    onSessionEnded: vi.fn(),
    onRefreshFailed: vi.fn(),
  });

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-03-01T08:00:00Z') });
    adapter = new FakeSignOnAdapter();
    adapter.signIn();
  });
  afterEach(() => {
    refresh?.stop();
    vi.useRealTimers();
  });

  it('checks every 10 seconds with a minimum validity of 60 seconds', async () => {
    refresh = keepTokenFresh(adapter, handlers());
    await vi.advanceTimersByTimeAsync(9_999);
    expect(adapter.updateTokenCalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(adapter.updateTokenCalls).toEqual([60]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(adapter.updateTokenCalls).toEqual([60, 60, 60]);
  });

  it('refreshes only once less than 60 seconds of validity remain', async () => {
    const on = handlers();
    adapter.expireIn(85);
    refresh = keepTokenFresh(adapter, on);
    await vi.advanceTimersByTimeAsync(20_000); // 65 s left
    expect(adapter.refreshRequests).toBe(0);
    const before = adapter.token;
    await vi.advanceTimersByTimeAsync(10_000); // 55 s left
    expect(adapter.refreshRequests).toBe(1);
    expect(adapter.token).not.toBe(before);
    expect(on.onRefreshed).toHaveBeenCalledOnce();
  });

  it('does not start a second refresh while one is in flight', async () => {
    adapter.expireIn(30);
    adapter.refreshOutcome = 'held';
    refresh = keepTokenFresh(adapter, handlers());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(adapter.refreshRequests).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    const inFlight = refresh.check();
    expect(adapter.updateTokenCalls).toHaveLength(1);
    adapter.settleHeldRefreshes('refreshed');
    await inFlight;
    adapter.expireIn(30);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(adapter.refreshRequests).toBe(2);
  });

  it('reports a refresh refused with HTTP 400 as the end of the session', async () => {
    const on = handlers();
    adapter.expireIn(30);
    adapter.refreshOutcome = { status: 400 };
    refresh = keepTokenFresh(adapter, on);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(on.onSessionEnded).toHaveBeenCalledOnce();
    expect(on.onRefreshFailed).not.toHaveBeenCalled();
    expect(on.onRefreshed).not.toHaveBeenCalled();
  });

  it('keeps the session after a network failure and retries on the next check', async () => {
    const on = handlers();
    adapter.expireIn(30);
    adapter.refreshOutcome = 'offline';
    refresh = keepTokenFresh(adapter, on);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(on.onRefreshFailed).toHaveBeenCalledWith(expect.any(TypeError));
    expect(on.onSessionEnded).not.toHaveBeenCalled();
    expect(adapter.authenticated).toBe(true);

    adapter.refreshOutcome = 'refreshed';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(adapter.refreshRequests).toBe(2);
    expect(on.onRefreshed).toHaveBeenCalledOnce();
  });

  it('treats other refused refreshes (e.g. 503) as passing failures', async () => {
    const on = handlers();
    adapter.expireIn(30);
    adapter.refreshOutcome = { status: 503 };
    refresh = keepTokenFresh(adapter, on);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(on.onRefreshFailed).toHaveBeenCalledOnce();
    expect(on.onSessionEnded).not.toHaveBeenCalled();
  });

  it('does nothing while nobody is signed in', async () => {
    adapter.clearToken();
    refresh = keepTokenFresh(adapter, handlers());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(adapter.updateTokenCalls).toEqual([]);
  });

  it('stops checking once stopped', async () => {
    refresh = keepTokenFresh(adapter, handlers());
    await vi.advanceTimersByTimeAsync(10_000);
    refresh.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(adapter.updateTokenCalls).toHaveLength(1);
  });

  it('takes other timings when given', async () => {
    adapter.expireIn(100);
    refresh = keepTokenFresh(adapter, {
      ...handlers(),
      intervalMs: 1_000,
      minValiditySeconds: 120,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(adapter.updateTokenCalls).toEqual([120]);
    expect(adapter.refreshRequests).toBe(1);
  });
});

describe('refreshFailureStatus', () => {
  it('reads the status of keycloak-js’s NetworkError', () => {
    const error = Object.assign(new Error('Server responded with an invalid status.'), {
      response: new Response(null, { status: 400 }),
    });
    expect(refreshFailureStatus(error)).toBe(400);
  });

  it('is null for failures without an answer', () => {
    expect(refreshFailureStatus(new TypeError('Failed to fetch'))).toBeNull();
    expect(refreshFailureStatus(undefined)).toBeNull();
    expect(refreshFailureStatus({ response: null })).toBeNull();
    expect(refreshFailureStatus({ response: { status: '400' } })).toBeNull();
  });
});
