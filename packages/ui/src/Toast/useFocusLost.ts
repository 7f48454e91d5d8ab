import { useEffect, useState } from 'react';

/** Whether the window has lost focus or the page is hidden; always false when not enabled. */
export function useFocusLost(enabled: boolean): boolean {
  const [blurred, setBlurred] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const onBlur = () => setBlurred(true);
    const onFocus = () => setBlurred(false);
    const onVisibilityChange = () => setHidden(document.visibilityState === 'hidden');
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [enabled]);

  return enabled && (blurred || hidden);
}
