import {
  cloneElement,
  lazy,
  Suspense,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ReactElement,
  type Ref,
} from 'react';

const loadSettings = () => import('./CookieSettings');
// The dialog (Radix Dialog, its focus trap and scroll lock) is most of the consent code and most
// visitors never open it: it loads on the first press, or as the pointer or focus reaches the
// button, rather than with every page.
const CookieSettings = lazy(() =>
  loadSettings().then(({ CookieSettings }) => ({ default: CookieSettings })),
);

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

export interface CookieSettingsLauncherProps {
  /** The button that opens the cookie settings; focus returns to it when they close. */
  trigger: ReactElement<TriggerProps>;
}

/** A button that opens the cookie settings dialog, whose code loads only when it is wanted. */
export function CookieSettingsLauncher({ trigger }: CookieSettingsLauncherProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const openChange = (next: boolean) => {
    setOpen(next);
    // The dialog has no trigger of its own to give the focus back to: this button is it. After
    // the dialog's own focus handling, which runs once it has gone.
    if (!next) setTimeout(() => button.current?.focus(), 0);
  };
  const warmUp = () => void loadSettings().catch(() => {});
  return (
    <>
      {cloneElement(trigger, {
        ref: button,
        type: 'button',
        'aria-haspopup': 'dialog',
        onPointerEnter: warmUp,
        onFocus: warmUp,
        onClick: () => {
          setOpened(true);
          setOpen(true);
        },
      })}
      {opened ? (
        <Suspense fallback={null}>
          <CookieSettings open={open} onOpenChange={openChange} />
        </Suspense>
      ) : null}
    </>
  );
}
