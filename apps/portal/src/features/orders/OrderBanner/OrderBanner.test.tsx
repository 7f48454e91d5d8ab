import { initialize } from '@lindner/api';
import { loadMessages, LocaleProvider } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SWRConfig } from 'swr';
import { MemoryRouter } from 'react-router';
import { portalMessages, portalPersonalAreaMessages } from '../../../messages';
import { OrderBanner } from './OrderBanner';

const messages = await loadMessages('de', [uiMessages, portalMessages, portalPersonalAreaMessages]);

function answer(status: number, data: unknown) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify({ success: status === 200, message: '', data: { data } }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

async function renderWith(fetchFn: typeof fetch) {
  initialize({
    baseUrl: 'https://api.example/api',
    clientSegment: 'portal',
    getToken: () => 'token',
    fetch: fetchFn,
  });
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <LocaleProvider locale="de" messages={messages}>
          <OrderBanner />
        </LocaleProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('OrderBanner', () => {
  it('tells about the newest order in processing and links to the orders', async () => {
    const fetchFn = answer(200, [
      { id: 'a', productName: 'TracLink Smart', createdAt: '2026-11-20T09:30:00+01:00' },
    ]);
    await renderWith(fetchFn);
    const region = page.getByRole('region', { name: 'Bestellung in Bearbeitung' });
    await expect
      .element(region)
      .toHaveTextContent('Deine Bestellung „TracLink Smart“ vom 20.11.2026 wird bearbeitet.');
    await expect
      .element(page.getByRole('link', { name: 'Zu Deinen Bestellungen' }))
      .toHaveAttribute('href', '/de/mein-lindner/bestellungen');
    expect(String(fetchFn.mock.calls[0]?.[0])).toBe(
      'https://api.example/api/portal/orders?status=ordered',
    );
  });

  it('shows nothing without an order in processing', async () => {
    const fetchFn = answer(200, []);
    const { container } = await renderWith(fetchFn);
    await expect.poll(() => fetchFn.mock.calls.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
  });

  it('shows nothing when the orders cannot be fetched', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchFn = answer(500, null);
    const { container } = await renderWith(fetchFn);
    await expect.poll(() => logged.mock.calls.length).toBeGreaterThan(0);
    expect(container.querySelector('section')).toBeNull();
    logged.mockRestore();
  });
});
