import { useEffect, useState, type RefObject } from 'react';

/**
 * The bottom area's height on the root element, for what is fixed outside the layout: the
 * toasts at the bottom of the window stack above the banners instead of over them
 * (packages/ui Toast.css.ts reads the same name).
 */
export const bottomAreaHeightProperty = '--lindner-bottom-area-height';

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
  useEffect(() => {
    const root = document.documentElement.style;
    if (height > 0) root.setProperty(bottomAreaHeightProperty, `${height}px`);
    else root.removeProperty(bottomAreaHeightProperty);
    return () => {
      root.removeProperty(bottomAreaHeightProperty);
    };
  }, [height]);
  return height;
}
