import { isDecided, useConsentRecord } from '@lindner/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { frameMessages } from './messages';
import * as styles from './PublicArea.css';

const CookieBanner = lazy(() =>
  import('./cookieDialogs').then(({ CookieBanner }) => ({ default: CookieBanner })),
);
const CookieSettings = lazy(() =>
  import('./cookieDialogs').then(({ CookieSettings }) => ({ default: CookieSettings })),
);

/**
 * The cookie banner until the visitor has decided on every category. Render it only in the
 * browser after hydration: the stored decision is the browser's. Fixed to the bottom, over the
 * page, so showing it moves nothing.
 */
export function CookieConsent({ privacyUrl }: { privacyUrl: string }) {
  const record = useConsentRecord();
  if (isDecided(record)) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner privacyUrl={privacyUrl} />
    </Suspense>
  );
}

/** The footer's way back into the cookie settings once the banner is gone. */
export function CookieSettingsButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const openChange = (next: boolean) => {
    setOpen(next);
    // The dialog has no trigger of its own to give the focus back to: this button is it. After
    // the dialog's own focus handling, which runs once it has gone.
    if (!next) setTimeout(() => button.current?.focus(), 0);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.footerLink}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {intl.formatMessage(frameMessages.cookieSettings)}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <CookieSettings open={open} onOpenChange={openChange} />
        </Suspense>
      ) : null}
    </>
  );
}
