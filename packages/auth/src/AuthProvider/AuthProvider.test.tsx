import { loadMessages, LocaleProvider, type Locale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { authMessages } from '../messages';
import { RequireLogin } from '../RequireLogin';
import { SignOnErrorPage } from '../SignOnErrorPage';
import { FakeSignOnAdapter, farmerClaims, staffClaims } from '../testing/fakeSignOnAdapter';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './useAuth';

/** How long to wait for the widget on a busy machine; a wait ends once the widget is there. */
const settled = { timeout: 4_000 };

const config = { url: 'http://localhost:18101', realm: 'lindner', clientId: 'lindner-pimcore' };
const catalogs = {
  de: await loadMessages('de', [uiMessages, authMessages]),
  en: await loadMessages('en', [uiMessages, authMessages]),
};

function renderWith(
  adapter: FakeSignOnAdapter,
  children: ReactNode,
  { loginRequired = true, locale = 'de' }: { loginRequired?: boolean; locale?: 'de' | 'en' } = {},
) {
  return render(
    <LocaleProvider locale={locale} messages={catalogs[locale]}>
      <AuthProvider
        config={config}
        loginRequired={loginRequired}
        locale={locale as Locale}
        adapter={adapter}
      >
        {children}
      </AuthProvider>
    </LocaleProvider>,
  );
}

function Greeting() {
  const auth = useAuth();
  return (
    <div>
      <p>{auth.authenticated ? `Hallo ${auth.name}` : 'Gast'}</p>
      <p data-testid="token">{auth.token}</p>
      <p>{auth.hasRealmRole('staff') ? 'Mitarbeiter' : 'Kunde'}</p>
    </div>
  );
}

describe('AuthProvider', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows public content as a guest while the sign-on starts, then the signed-in user', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'pending' });
    await renderWith(adapter, <Greeting />);
    await expect.element(page.getByText('Gast')).toBeVisible();

    adapter.finishInit(farmerClaims);
    await expect.element(page.getByText('Hallo Franz Huber')).toBeVisible();
  });

  it('keeps RequireLogin’s pending state, without a login, until the sign-on is ready', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'pending' });
    await renderWith(
      adapter,
      <RequireLogin pending={<p>Persönlicher Bereich wird geladen</p>}>
        <Greeting />
      </RequireLogin>,
    );
    await expect.element(page.getByText('Persönlicher Bereich wird geladen')).toBeVisible();
    expect(adapter.loginCalls).toEqual([]);

    adapter.finishInit(farmerClaims);
    await expect.element(page.getByText('Hallo Franz Huber')).toBeVisible();
    expect(adapter.loginCalls).toEqual([]);
  });

  it('starts keycloak-js with PKCE, no login-status iframe and the sign-on page’s language', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'signed-in' });
    await renderWith(adapter, <Greeting />, { locale: 'en' });
    await expect.element(page.getByText('Hallo Franz Huber')).toBeVisible();
    expect(adapter.initCalls).toEqual([
      { onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false, locale: 'en' },
    ]);
  });

  it('lets anonymous visitors in where login is not required', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'anonymous' });
    await renderWith(adapter, <Greeting />, { loginRequired: false });
    await expect.element(page.getByText('Gast')).toBeVisible();
    expect(adapter.initCalls[0]).not.toHaveProperty('onLoad');
  });

  it('logs an init failure and shows the sign-on error page with Retry', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('Server responded with an invalid status.');
    const adapter = new FakeSignOnAdapter({ outcome: 'failed', error });
    await renderWith(adapter, <Greeting />);

    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Anmeldung gerade nicht möglich' }))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    expect(document.body.textContent).not.toContain('Gast');
    expect(consoleError).toHaveBeenCalledWith(
      'Failure during initialization of keycloak-js adapter',
      error,
    );
  });

  it('shows the error page in the portal’s language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const adapter = new FakeSignOnAdapter({ outcome: 'failed', error: new Error('down') });
    await renderWith(adapter, <Greeting />, { locale: 'en' });
    await expect
      .element(page.getByRole('heading', { name: 'Sign-in is not possible right now' }))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('re-renders useAuth consumers with the new token after a refresh', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'signed-in' });
    await renderWith(adapter, <Greeting />);
    await expect.element(page.getByTestId('token')).toHaveTextContent(adapter.token!);
    const first = adapter.token!;

    adapter.refreshElsewhere();
    await expect.element(page.getByTestId('token')).toHaveTextContent(adapter.token!);
    expect(adapter.token).not.toBe(first);
  });

  it('refreshes at once when keycloak-js reports the token expired', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'signed-in' });
    await renderWith(adapter, <Greeting />);
    await expect.element(page.getByText('Hallo Franz Huber')).toBeVisible();
    const first = adapter.token!;

    adapter.expireIn(0);
    adapter.onTokenExpired?.();
    await expect.element(page.getByTestId('token')).not.toHaveTextContent(first);
    expect(adapter.refreshRequests).toBe(1);
    expect(adapter.updateTokenCalls).toEqual([60]);
  });

  it('re-renders consumers as anonymous after logout', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'signed-in', claims: staffClaims });
    function Account() {
      const auth = useAuth();
      return (
        <button type="button" onClick={() => void auth.logout({ redirectUri: 'http://x/de' })}>
          {auth.authenticated ? `Abmelden (${auth.preferredUsername})` : 'Abgemeldet'}
        </button>
      );
    }
    await renderWith(adapter, <Account />, { loginRequired: false });
    await userEvent.click(page.getByRole('button', { name: 'Abmelden (staff)' }));
    await expect.element(page.getByRole('button', { name: 'Abgemeldet' })).toBeVisible();
    expect(adapter.logoutCalls).toEqual([{ redirectUri: 'http://x/de' }]);
  });

  it('starts keycloak-js once and still follows the token under StrictMode', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'signed-in' });
    await render(
      <StrictMode>
        <LocaleProvider locale="de" messages={catalogs.de}>
          <AuthProvider config={config} loginRequired locale="de" adapter={adapter}>
            <Greeting />
          </AuthProvider>
        </LocaleProvider>
      </StrictMode>,
    );
    await expect.element(page.getByText('Hallo Franz Huber')).toBeVisible();
    expect(adapter.initCalls).toHaveLength(1);
    adapter.refreshElsewhere();
    await expect.element(page.getByTestId('token')).toHaveTextContent(adapter.token!);
  });

  it('checks roles of the signed-in user', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'signed-in', claims: staffClaims });
    await renderWith(adapter, <Greeting />);
    await expect.element(page.getByText('Mitarbeiter')).toBeVisible();
  });

  it('throws on invalid sign-on options', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const adapter = new FakeSignOnAdapter();
    await expect(
      render(
        <AuthProvider config={{ ...config, realm: '' }} loginRequired locale="de" adapter={adapter}>
          <Greeting />
        </AuthProvider>,
      ),
    ).rejects.toThrow('Invalid sign-on option "realm"');
  });
});

describe('useAuth', () => {
  it('needs an AuthProvider', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(<Greeting />)).rejects.toThrow('useAuth() needs an <AuthProvider>');
    vi.restoreAllMocks();
  });
});

describe('RequireLogin', () => {
  it('sends an anonymous visitor to the sign-on page, back to where they were', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'anonymous' });
    await renderWith(
      adapter,
      <RequireLogin>
        <p>Mein Fuhrpark</p>
      </RequireLogin>,
      { loginRequired: false },
    );
    await expect.element(page.getByRole('status', { name: 'Wird geladen …' })).toBeVisible();
    await vi.waitFor(() => expect(adapter.loginCalls.length).toBeGreaterThan(0), settled);
    expect(adapter.loginCalls[0]).toEqual({ redirectUri: window.location.href, locale: 'de' });
    expect(document.body.textContent).not.toContain('Mein Fuhrpark');
  });

  it('shows the personal area to a signed-in user', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'signed-in' });
    await renderWith(
      adapter,
      <RequireLogin>
        <p>Mein Fuhrpark</p>
      </RequireLogin>,
    );
    await expect.element(page.getByText('Mein Fuhrpark')).toBeVisible();
    expect(adapter.loginCalls).toEqual([]);
  });

  it('sends the user to sign on again once the session ended', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'signed-in' });
    await renderWith(
      adapter,
      <RequireLogin>
        <p>Mein Fuhrpark</p>
      </RequireLogin>,
      { loginRequired: false },
    );
    await expect.element(page.getByText('Mein Fuhrpark')).toBeVisible();
    adapter.clearToken();
    await expect.element(page.getByText('Mein Fuhrpark')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(adapter.loginCalls).toHaveLength(1), settled);
  });
});

describe('without a network', () => {
  let online = true;
  beforeEach(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  });
  afterEach(() => {
    delete (navigator as { onLine?: boolean }).onLine;
    online = true;
  });

  function SignOnState() {
    const auth = useAuth();
    return <p>{`${auth.status}, offline: ${String(auth.isOffline())}`}</p>;
  }

  it('opens the personal area from the device, then signs on once online again', async () => {
    online = false;
    const adapter = new FakeSignOnAdapter({ outcome: 'signed-in' });
    await renderWith(
      adapter,
      <RequireLogin pending={<p>Persönlicher Bereich wird geladen</p>}>
        <p>Mein Fuhrpark</p>
        <SignOnState />
      </RequireLogin>,
    );
    await expect.element(page.getByText('Mein Fuhrpark')).toBeVisible();
    await expect.element(page.getByText('offline, offline: true')).toBeVisible();
    expect(adapter.initCalls).toEqual([]);
    expect(adapter.loginCalls).toEqual([]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await expect.element(page.getByText('ready, offline: false')).toBeVisible();
    await expect.element(page.getByText('Mein Fuhrpark')).toBeVisible();
    expect(adapter.initCalls).toHaveLength(1);
    expect(adapter.loginCalls).toEqual([]);
  });
});

describe('SignOnErrorPage', () => {
  it('retries by click and by keyboard', async () => {
    const onRetry = vi.fn();
    await render(
      <LocaleProvider locale="de" messages={catalogs.de}>
        <SignOnErrorPage onRetry={onRetry} />
      </LocaleProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});
