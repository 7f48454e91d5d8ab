import { CookieBanner, CookieSettingsLauncher, isDecided, useConsentRecord } from '@lindner/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useStartCookie } from '../../shared/startCookies';
import { useHydrated } from '../../shared/useHydrated';
import { consentCookieName, isDecidedByCookie, rememberDecision } from './consentCookie';
import { frameMessages } from './messages';
import * as styles from './PublicArea.css';

/**
 * The cookie banner until the visitor has decided on every category. The server renders it
 * unless the consent cookie says the visitor has decided; once hydrated, the stored decision
 * rules, and the cookie follows it. Fixed to the bottom, over the page, so showing it moves
 * nothing.
 */
export function CookieConsent({ privacyUrl }: { privacyUrl: string }) {
  const hydrated = useHydrated();
  const record = useConsentRecord();
  const decidedAtStart = isDecidedByCookie(useStartCookie(consentCookieName));
  const decided = hydrated ? isDecided(record) : decidedAtStart;

  useEffect(() => {
    if (hydrated) rememberDecision(isDecided(record));
  }, [hydrated, record]);

  return decided ? null : <CookieBanner privacyUrl={privacyUrl} />;
}

/** The footer's way back into the cookie settings once the banner is gone. */
export function CookieSettingsButton() {
  const intl = useIntl();
  return (
    <CookieSettingsLauncher
      trigger={
        <button type="button" className={styles.footerLink}>
          {intl.formatMessage(frameMessages.cookieSettings)}
        </button>
      }
    />
  );
}
