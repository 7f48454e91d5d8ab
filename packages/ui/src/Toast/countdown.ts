export interface Countdown {
  /** Starts, or continues with the time that was left when paused. */
  resume(): void;
  pause(): void;
  cancel(): void;
  /** Milliseconds left, as of the last pause (or the full duration before the first start). */
  readonly remaining: number;
}

/**
 * A timer that can pause and resume with the remaining time. Radix Toast has one built in, but
 * it always pauses when the window loses focus, which the portal must be able to turn off.
 */
export function createCountdown(
  duration: number,
  onElapse: () => void,
  now: () => number = Date.now,
): Countdown {
  let remaining = duration;
  let startedAt: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = !Number.isFinite(duration);

  return {
    resume() {
      if (done || startedAt !== null) return;
      startedAt = now();
      timer = setTimeout(
        () => {
          done = true;
          startedAt = null;
          remaining = 0;
          onElapse();
        },
        Math.max(0, remaining),
      );
    },
    pause() {
      if (startedAt === null) return;
      clearTimeout(timer);
      remaining -= now() - startedAt;
      startedAt = null;
    },
    cancel() {
      clearTimeout(timer);
      startedAt = null;
      done = true;
    },
    get remaining() {
      return remaining;
    },
  };
}
