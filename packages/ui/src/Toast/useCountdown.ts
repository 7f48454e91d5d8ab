import { useEffect, useEffectEvent, useRef } from 'react';
import { createCountdown, type Countdown } from './countdown';

/**
 * Calls `onElapse` after `duration` ms of not being paused. A new `restartKey` starts over with
 * the full duration.
 */
export function useCountdown(
  duration: number,
  paused: boolean,
  restartKey: unknown,
  onElapse: () => void,
) {
  const elapse = useEffectEvent(onElapse);
  const countdown = useRef<Countdown | null>(null);

  useEffect(() => {
    const current = createCountdown(duration, () => elapse());
    countdown.current = current;
    return () => current.cancel();
  }, [duration, restartKey]);

  // Declared after the effect above so that a restart is created before it is resumed.
  useEffect(() => {
    if (paused) countdown.current?.pause();
    else countdown.current?.resume();
  }, [paused, duration, restartKey]);
}
