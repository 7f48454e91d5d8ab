import { apiMessages, apiPersonalAreaMessages, initialize } from '@lindner/api';
import { AuthProvider } from '@lindner/auth';
import { loadMessages, LocaleProvider } from '@lindner/i18n';
import { toast, ToastProvider, uiMessages } from '@lindner/ui';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
// The sign-on's stand-in of its own tests and stories (not part of @lindner/auth's public API).
import { FakeSignOnAdapter } from '../../../../../../packages/auth/src/testing/fakeSignOnAdapter';
import { portalMarketplaceMessages } from '../../../messages/marketplace';
import { AdReply } from './AdReply';

const messages = await loadMessages('de', [
  uiMessages,
  apiMessages,
  apiPersonalAreaMessages,
  portalMarketplaceMessages,
]);
const signOn = { url: 'http://localhost:18101', realm: 'lindner', clientId: 'lindner-pimcore' };
const adId = '7b0e4c1a-2f3d-4e5a-9b6c-1d2e3f4a5b6c';

type Call = { method: string; path: string; body: unknown };

const envelope = (data: unknown, status = 200, message: string | null = null) =>
  new Response(JSON.stringify({ success: status < 400, message, data: { data } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The reply route as the API answers it: saved, or refused with a status and message. */
function fakeRepliesApi(refuse?: { status: number; message: string }) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace('/api/portal', '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    if (refuse) return envelope(null, refuse.status, refuse.message);
    return envelope(
      { id: '0c9b8a7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d', createdAt: '2026-11-24T10:00:00Z' },
      200,
      'Antwort gespeichert',
    );
  });
  initialize({
    baseUrl: 'https://portal.example/api',
    clientSegment: 'portal',
    getToken: () => 'token',
    getLocale: () => 'de',
    fetch,
  });
  return { calls };
}

async function renderReply(signedIn = true) {
  const adapter = new FakeSignOnAdapter(
    signedIn ? { outcome: 'signed-in' } : { outcome: 'anonymous' },
  );
  await render(
    <LocaleProvider locale="de" messages={messages}>
      {/* No router: as the island runs on its page. */}
      <AuthProvider config={signOn} loginRequired={false} locale="de" adapter={adapter}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <ToastProvider duration={60_000}>
            <AdReply adId={adId} />
          </ToastProvider>
        </SWRConfig>
      </AuthProvider>
    </LocaleProvider>,
  );
  return adapter;
}

const message = 'Ist der Frontlader noch zu haben?';

async function write() {
  await userEvent.fill(page.getByRole('textbox', { name: 'Deine Nachricht' }), message);
  await userEvent.click(page.getByRole('checkbox', { name: /Ich bin einverstanden/ }));
  await userEvent.click(page.getByRole('button', { name: 'Antwort senden' }));
}

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

describe('the reply to an ad with sign-on and API', () => {
  it('signs a visitor in and brings them back to this ad', async () => {
    const { calls } = fakeRepliesApi();
    const adapter = await renderReply(false);
    await userEvent.click(page.getByRole('button', { name: 'Anmelden und antworten' }));
    expect(adapter.loginCalls).toEqual([
      expect.objectContaining({ redirectUri: window.location.href }),
    ]);
    expect(calls).toEqual([]);
  });

  it('sends the reply with the consent and says "Antwort gespeichert"', async () => {
    const { calls } = fakeRepliesApi();
    await renderReply();
    await write();
    await expect.element(page.getByText('Antwort gespeichert').first()).toBeVisible();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/classified-ads/${adId}/replies`,
        body: { content: message, privacyConsent: true },
      },
    ]);
  });

  it("shows the server's refusal of one's own ad and keeps the message", async () => {
    const refusal = 'Auf Deine eigene Anzeige kannst Du nicht antworten.';
    fakeRepliesApi({ status: 409, message: refusal });
    await renderReply();
    await write();
    await expect.element(page.getByRole('alert')).toHaveTextContent(refusal);
    await expect
      .element(page.getByRole('textbox', { name: 'Deine Nachricht' }))
      .toHaveValue(message);
  });
});
