import { useAuth } from '@lindner/auth';
import { localizePath } from '@lindner/i18n';
import { Container, Spinner, Stack } from '@lindner/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { clearAllDrafts, sessionDraftStorage } from '../../shared/drafts/formDrafts';
import { clearPersonalCaches } from '../serviceWorker';
import { messages } from './messages';
import { logoutPage } from './LogoutPage.css';
import { usePageLocale } from '../../shared/locale/usePageLocale';

/**
 * Signs out at the sign-on service, which then returns to this locale's dashboard: the
 * dashboard needs a sign-on, so the user lands on the sign-on page again.
 */
export function LogoutPage() {
  const intl = useIntl();
  const auth = useAuth();
  const locale = usePageLocale();
  const started = useRef(false);

  useEffect(() => {
    // Once the sign-on has read the session, and once: the development double render must not
    // start a second logout.
    if (auth.status === 'initializing' || started.current) return;
    started.current = true;
    // Unsaved form input must not outlive the session for the next person at this browser.
    clearAllDrafts(sessionDraftStorage());
    const redirectUri = new URL(localizePath('dashboard', {}, locale), window.location.origin).href;
    // Nor the fleet the service worker kept for offline use: it is this user's data.
    void clearPersonalCaches()
      .then(() => auth.logout({ redirectUri }))
      .catch((error: unknown) => console.error(error));
  }, [auth, locale]);

  return (
    <Container className={logoutPage}>
      <Stack align="center">
        <Spinner size="large" />
        <p>{intl.formatMessage(messages.loggingOut)}</p>
      </Stack>
    </Container>
  );
}
