import { useEffect, useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { Toast as RadixToast } from 'radix-ui';
import { CloseIcon, ToneIcon } from '../Banner/ToneIcon';
import { visuallyHidden } from '../theme/reset.css';
import { Announcement } from './Announcement';
import * as styles from './Toast.css';
import { messages } from './messages';
import { toastStore, type ToastEntry } from './toastStore';
import { useCountdown } from './useCountdown';

type SwipeEvent = Parameters<NonNullable<ComponentProps<typeof RadixToast.Root>['onSwipeEnd']>>[0];

export interface ToastItemProps {
  entry: ToastEntry;
  /** Place in the stack, oldest 0. */
  order: number;
  duration: number;
  pauseOnHover: boolean;
  focusLost: boolean;
  closeOnClick: boolean;
  swipeThreshold: number;
}

export function ToastItem({
  entry,
  order,
  duration,
  pauseOnHover,
  focusLost,
  closeOnClick,
  swipeThreshold,
}: ToastItemProps) {
  const intl = useIntl();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { id, tone, open } = entry;
  const close = () => toastStore.dismiss(id);

  // Focus inside a toast always pauses it: a keyboard user must have time to reach the button.
  const paused = !open || focused || (pauseOnHover && hovered) || focusLost;
  useCountdown(entry.duration ?? duration, paused, entry.version, close);

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => toastStore.remove(id), styles.exitDuration + 50);
    return () => clearTimeout(timer);
  }, [open, id]);

  // Radix measures swipes in pixels; the threshold is a fraction of this toast's own width.
  const onSwipeEnd = (event: SwipeEvent) => {
    const element = event.currentTarget;
    if (event.detail.delta.x >= swipeThreshold * element.offsetWidth) return;
    event.preventDefault();
    element.setAttribute('data-swipe', 'cancel');
    element.style.removeProperty('--radix-toast-swipe-move-x');
    element.style.removeProperty('--radix-toast-swipe-move-y');
  };

  const toneLabel = intl.formatMessage(messages[tone]);

  return (
    <>
      {entry.version > 0 ? (
        <Announcement
          key={entry.version}
          assertive={tone === 'error'}
          text={`${intl.formatMessage(messages.announcement)} ${toneLabel} ${entry.message}`}
        />
      ) : null}
      <RadixToast.Root
        className={styles.toast({ tone, closeOnClick })}
        type={tone === 'error' ? 'foreground' : 'background'}
        duration={Infinity}
        open={open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        onSwipeEnd={onSwipeEnd}
        onClick={(event) => {
          // Radix cancels the click that ends a swipe.
          if (closeOnClick && !event.defaultPrevented) close();
        }}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
        // The viewport shows the DOM reversed; order keeps a replaced toast in its place.
        style={{ order }}
        data-toast-id={id}
      >
        <ToneIcon tone={tone} className={styles.icon({ tone })} />
        <RadixToast.Description className={styles.message}>
          <span className={visuallyHidden}>{toneLabel} </span>
          {entry.message}
        </RadixToast.Description>
        <RadixToast.Close className={styles.close} aria-label={intl.formatMessage(messages.close)}>
          <CloseIcon />
        </RadixToast.Close>
      </RadixToast.Root>
    </>
  );
}
