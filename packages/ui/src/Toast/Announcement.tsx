import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { visuallyHidden } from '../theme/reset.css';

/**
 * Speaks a replaced toast's new message once. Radix announces a toast only when it mounts, and
 * a replaced toast stays mounted to keep its place.
 */
export function Announcement({ assertive, text }: { assertive: boolean; text: string }) {
  const [phase, setPhase] = useState<'waiting' | 'speaking' | 'done'>('waiting');

  useEffect(() => {
    // The live region has to be in the page before its text, or screen readers miss the text.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPhase('speaking'));
    });
    const timer = setTimeout(() => setPhase('done'), 1000);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  if (phase === 'done') return null;
  return createPortal(
    <div
      role="status"
      aria-live={assertive ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={visuallyHidden}
    >
      {phase === 'speaking' ? text : null}
    </div>,
    document.body,
  );
}
