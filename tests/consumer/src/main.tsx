// A stranger's app: it uses the Lindner packages as their READMEs document them, installed from
// their tarballs, with nothing of the monorepo around it. Its own texts are plain strings: it is
// a test fixture, not a page of the portal.
import '@lindner/ui/fonts.css';
import '@lindner/ui/style.css';
import '@lindner/axle-load-calculator/style.css';
import '@lindner/finance-calculator/style.css';
import { axleLoadCalculatorMessages } from '@lindner/axle-load-calculator';
import { financeCalculatorMessages } from '@lindner/finance-calculator';
import { LocaleProvider, loadMessages } from '@lindner/i18n';
import { ToastProvider, uiMessages } from '@lindner/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Home } from './Home';
import { SecondPage } from './SecondPage';

const router = createBrowserRouter([
  { path: '/', element: <Home /> },
  { path: '/zweite-seite', element: <SecondPage /> },
]);

async function start() {
  const messages = await loadMessages('de-at', [
    uiMessages,
    axleLoadCalculatorMessages,
    financeCalculatorMessages,
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <LocaleProvider locale="de-at" messages={messages}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </LocaleProvider>
    </StrictMode>,
  );
}

void start();
