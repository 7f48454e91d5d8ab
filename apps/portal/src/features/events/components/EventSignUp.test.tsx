import { initialize } from '@lindner/api';
import type { EventSummary, TrainingEligibility } from '@lindner/api/schema';
import { AuthProvider } from '@lindner/auth';
import { loadMessages, LocaleProvider } from '@lindner/i18n';
import { toast, ToastProvider, uiMessages } from '@lindner/ui';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
// The sign-on's stand-in of its own tests and stories (not part of @lindner/auth's public API).
import { FakeSignOnAdapter } from '../../../../../../packages/auth/src/testing/fakeSignOnAdapter';
import { apiMessages } from '@lindner/api';
import { portalEventsMessages } from '../../../messages/events';
import { eligible, fieldDay, openTraining } from '../eventFixtures';
import { EventSignUp } from './EventSignUp';

const messages = await loadMessages('de', [uiMessages, apiMessages, portalEventsMessages]);
const signOn = { url: 'http://localhost:18101', realm: 'lindner', clientId: 'lindner-pimcore' };

type Call = { method: string; path: string; body: unknown };

const envelope = (data: unknown, status = 200, message: string | null = null) =>
  new Response(JSON.stringify({ success: status < 400, message, data: { data } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The sign-up routes as the API answers them, the user's sign-up in memory. */
function fakeEventsApi({
  refuse,
  eligibility = eligible,
}: { refuse?: { status: number; message: string }; eligibility?: TrainingEligibility } = {}) {
  const calls: Call[] = [];
  let companions: number | null = null;
  let placesLeft = 14;
  const registration = () => ({
    registered: companions !== null,
    companions: companions ?? 0,
    registeredAt: companions === null ? null : '2027-01-10T09:00:00Z',
    placesLeft,
  });
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace('/api/portal', '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    if (path === '/trainings') return envelope({ eligibility, trainings: [openTraining] });
    if (method === 'GET') return envelope(registration());
    if (refuse) return envelope(null, refuse.status, refuse.message);
    if (method === 'DELETE') {
      placesLeft += 1 + (companions ?? 0);
      companions = null;
    } else {
      const wanted = (body as { companions: number }).companions;
      placesLeft -= wanted - (companions ?? -1);
      companions = wanted;
    }
    return envelope(registration());
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

async function renderSignUp(event: EventSummary, signedIn = true) {
  const adapter = new FakeSignOnAdapter(
    signedIn ? { outcome: 'signed-in' } : { outcome: 'anonymous' },
  );
  await render(
    <LocaleProvider locale="de" messages={messages}>
      {/* No router: as the island runs on its page. */}
      <AuthProvider config={signOn} loginRequired={false} locale="de" adapter={adapter}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <ToastProvider duration={60_000}>
            <EventSignUp event={event} />
          </ToastProvider>
        </SWRConfig>
      </AuthProvider>
    </LocaleProvider>,
  );
  return adapter;
}

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

describe('the sign-up box with sign-on and API', () => {
  it('signs a visitor in and brings them back to this page', async () => {
    const { calls } = fakeEventsApi();
    const adapter = await renderSignUp(fieldDay, false);
    await userEvent.click(page.getByRole('button', { name: 'Anmelden und teilnehmen' }));
    expect(adapter.loginCalls).toEqual([
      expect.objectContaining({ redirectUri: window.location.href }),
    ]);
    expect(calls).toEqual([]);
  });

  it('signs up with companions, then changes them and signs out', async () => {
    const { calls } = fakeEventsApi();
    await renderSignUp(fieldDay);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Begleitpersonen' }), '2');
    await userEvent.click(page.getByRole('button', { name: 'Jetzt anmelden' }));
    await expect.element(page.getByText('Du bist mit 2 Begleitpersonen angemeldet.')).toBeVisible();
    await expect
      .element(page.getByText('Veranstaltung registriert: Du bist angemeldet.'))
      .toBeVisible();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/events/feldtag-kundl-2027/registrations',
      body: { companions: 2 },
    });

    await userEvent.click(page.getByRole('button', { name: 'Begleitpersonen ändern' }));
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Begleitpersonen' }), '1');
    await userEvent.click(page.getByRole('button', { name: 'Änderung speichern' }));
    await expect.element(page.getByText('Du bist mit 1 Begleitperson angemeldet.')).toBeVisible();
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { companions: 1 } });

    await userEvent.click(page.getByRole('button', { name: 'Abmelden' }));
    await userEvent.click(page.getByRole('button', { name: 'Ja, abmelden' }));
    await expect.element(page.getByRole('button', { name: 'Jetzt anmelden' })).toBeVisible();
    expect(calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/events/feldtag-kundl-2027/registrations/mine',
    });
  });

  it('shows the server’s refusal and keeps the companions chosen', async () => {
    const message = 'Leider ausgebucht: Für diese Veranstaltung sind nicht mehr genug Plätze frei.';
    const { calls } = fakeEventsApi({ refuse: { status: 409, message } });
    await renderSignUp(fieldDay);
    const companions = page.getByRole('combobox', { name: 'Begleitpersonen' });
    await userEvent.selectOptions(companions, '3');
    await userEvent.click(page.getByRole('button', { name: 'Jetzt anmelden' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent(message);
    await expect.element(companions).toHaveValue('3');
    // The sign-up is fetched again: the box shows what is true now.
    await expect
      .poll(() => calls.filter(({ method }) => method === 'GET').length)
      .toBeGreaterThanOrEqual(2);
  });

  it('says "Fehler bei der Anmeldung" when the server gives no reason', async () => {
    fakeEventsApi({ refuse: { status: 500, message: '' } });
    await renderSignUp(fieldDay);
    await userEvent.click(page.getByRole('button', { name: 'Jetzt anmelden' }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Fehler bei der Anmeldung. Wende Dich an den Kundenservice.');
  });

  it('offers no sign-up for a training whose condition is missing, and links to it', async () => {
    fakeEventsApi({ eligibility: { ...eligible, customerNumber: false } });
    await renderSignUp(openTraining);
    await expect
      .element(page.getByRole('link', { name: 'Voraussetzungen ansehen' }))
      .toHaveAttribute('href', '/de/mein-lindner/fahrertrainings/fahrertraining-lintrac-maerz');
    expect(page.getByRole('button', { name: 'Jetzt anmelden' }).query()).toBeNull();
  });
});
