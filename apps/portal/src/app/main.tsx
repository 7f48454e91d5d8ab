import '@lindner/ui/fonts.css';
import { themeRoot } from '@lindner/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bootLocale } from './bootLocale';
import { readPortalConfig } from '../shared/config';
import { loadPortalMessages } from './loadPortalMessages';
import { listenForPreloadErrors } from './preloadRecovery';
import { createPortalRouter, isPersonalAreaPath } from './router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The portal needs an element with the id "root"');

listenForPreloadErrors(window, {
  // Read at the time of a failure: a browser without storage must not stop the start.
  storage: {
    getItem: (key) => window.sessionStorage.getItem(key),
    setItem: (key, value) => window.sessionStorage.setItem(key, value),
  },
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

const { pathname } = window.location;
const locale = bootLocale(rootElement.dataset.locale, pathname);
const router = createPortalRouter();
const initialMessages = await loadPortalMessages(locale);

document.body.classList.add(themeRoot);
createRoot(rootElement).render(
  <StrictMode>
    <App
      router={router}
      config={readPortalConfig(import.meta.env, window.location.origin)}
      bootLocale={locale}
      initialMessages={initialMessages}
      loginRequired={isPersonalAreaPath(pathname)}
    />
  </StrictMode>,
);
