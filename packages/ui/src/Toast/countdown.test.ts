import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown } from './countdown';

describe('countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('elapses after its duration once started', () => {
    const onElapse = vi.fn();
    const countdown = createCountdown(1000, onElapse);
    vi.advanceTimersByTime(5000);
    expect(onElapse).not.toHaveBeenCalled();
    countdown.resume();
    vi.advanceTimersByTime(999);
    expect(onElapse).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onElapse).toHaveBeenCalledOnce();
  });

  it('continues with the remaining time after a pause', () => {
    const onElapse = vi.fn();
    const countdown = createCountdown(1000, onElapse);
    countdown.resume();
    vi.advanceTimersByTime(600);
    countdown.pause();
    expect(countdown.remaining).toBe(400);
    vi.advanceTimersByTime(10_000);
    expect(onElapse).not.toHaveBeenCalled();
    countdown.resume();
    vi.advanceTimersByTime(399);
    expect(onElapse).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onElapse).toHaveBeenCalledOnce();
  });

  it('ignores repeated resume and pause calls', () => {
    const onElapse = vi.fn();
    const countdown = createCountdown(1000, onElapse);
    countdown.resume();
    vi.advanceTimersByTime(500);
    countdown.resume();
    countdown.pause();
    countdown.pause();
    expect(countdown.remaining).toBe(500);
  });

  it('never elapses when cancelled or infinite', () => {
    const onElapse = vi.fn();
    const cancelled = createCountdown(1000, onElapse);
    cancelled.resume();
    cancelled.cancel();
    cancelled.resume();
    createCountdown(Infinity, onElapse).resume();
    vi.advanceTimersByTime(100_000);
    expect(onElapse).not.toHaveBeenCalled();
  });
});
