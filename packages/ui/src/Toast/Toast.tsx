import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Toast as RadixToast } from 'radix-ui';
import { viewport, type ToastPosition } from './Toast.css';
import { messages, regionMessage } from './messages';
import { ToastItem } from './ToastItem';
import { defaultToastLimit, toastStore, type ToastEntry } from './toastStore';
import { useFocusLost } from './useFocusLost';

export type { ToastPosition };

export interface ToastProviderProps {
  children?: ReactNode;
  /** Corner or edge of the window the toasts stack in. */
  position?: ToastPosition;
  /** Milliseconds a toast stays open, unless a toast brings its own. */
  duration?: number;
  /** At most this many toasts at once; beyond it the oldest goes. */
  limit?: number;
  pauseOnHover?: boolean;
  /** Pauses while the window is in the background or the page hidden. */
  pauseOnFocusLoss?: boolean;
  /** A click anywhere on a toast closes it. */
  closeOnClick?: boolean;
  /** Swiping a toast to the right past this fraction of its width removes it. */
  swipeThreshold?: number;
}

const noToasts: readonly ToastEntry[] = [];

/** Shows the toasts of `toast.success`, `toast.error` and `toast.info`. Mount it once. */
export function ToastProvider({
  children,
  position = 'top-right',
  duration = 5000,
  limit = defaultToastLimit,
  pauseOnHover = true,
  pauseOnFocusLoss = true,
  closeOnClick = true,
  swipeThreshold = 0.6,
}: ToastProviderProps) {
  const intl = useIntl();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => noToasts);
  const focusLost = useFocusLost(pauseOnFocusLoss);

  useEffect(() => toastStore.setLimit(limit), [limit]);

  // Radix appends each toast to the viewport as it mounts, and tabs from the last one: so the
  // DOM runs oldest to newest and the viewport shows it reversed, newest on top.
  const oldestFirst = [...toasts].reverse();

  return (
    // Radix times nothing (duration Infinity per toast): its own timer always pauses on blur.
    // Threshold 0 hands every swipe to ToastItem, which compares it with the toast's width.
    <RadixToast.Provider
      label={intl.formatMessage(messages.announcement)}
      swipeDirection="right"
      swipeThreshold={0}
    >
      {children}
      {oldestFirst.map((entry, index) => (
        <ToastItem
          key={entry.id}
          entry={entry}
          order={index}
          duration={duration}
          pauseOnHover={pauseOnHover}
          focusLost={focusLost}
          closeOnClick={closeOnClick}
          swipeThreshold={swipeThreshold}
        />
      ))}
      <RadixToast.Viewport
        className={viewport({ position })}
        label={intl.formatMessage(regionMessage, { hotkey: 'F8' })}
      />
    </RadixToast.Provider>
  );
}
