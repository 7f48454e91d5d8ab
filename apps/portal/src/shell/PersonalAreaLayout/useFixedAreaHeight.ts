import { useEffect, useState, type RefObject } from 'react';

/**
 * The height of the fixed element inside `wrapper` (the bottom area), kept up to date, so the
 * page can leave that much room below its content and nothing hides behind the banners.
 */
export function useFixedAreaHeight(wrapper: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const area = wrapper.current?.firstElementChild;
    if (!area || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(area.getBoundingClientRect().height));
    observer.observe(area);
    return () => observer.disconnect();
  }, [wrapper]);
  return height;
}
