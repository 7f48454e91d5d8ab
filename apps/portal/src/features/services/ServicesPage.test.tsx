import { apiPersonalAreaMessages, initialize } from '@lindner/api';
import { loadMessages, LocaleProvider } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MemoryRouter } from 'react-router';
import {
  portalMessages,
  portalPersonalAreaMessages,
  portalPublicFormsMessages,
} from '../../messages';
import { portalNewsServicesMessages } from '../../messages/newsServices';
import { ServicesPage } from './pages/services/ServicesPage';
import { servicesWithDealer } from './servicesStoryData';

const messages = await loadMessages('de', [
  uiMessages,
  portalMessages,
  portalPersonalAreaMessages,
  portalNewsServicesMessages,
  portalPublicFormsMessages,
  apiPersonalAreaMessages,
]);

async function renderAt(path: string) {
  const fetchFn = vi.fn<typeof fetch>(
    async () =>
      new Response(
        JSON.stringify({ success: true, message: '', data: { data: servicesWithDealer } }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
  );
  initialize({
    baseUrl: 'https://api.example/api',
    clientSegment: 'portal',
    getToken: () => 'token',
    fetch: fetchFn,
  });
  await render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <LocaleProvider locale="de" messages={messages}>
          <ServicesPage />
        </LocaleProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
  return fetchFn;
}

describe('ServicesPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the contacts once loaded when the address asks for #GvlContact', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const fetchFn = await renderAt('/de/mein-lindner/services#GvlContact');
    await expect.element(page.getByRole('heading', { name: 'Maria Huber' })).toBeVisible();
    await expect
      .poll(() => scrolled.mock.contexts.map((element) => (element as Element).id))
      .toEqual(['GvlContact']);
    expect(String(fetchFn.mock.calls[0]?.[0])).toBe('https://api.example/api/portal/services');
  });

  it('stays at the top without the anchor', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    await renderAt('/de/mein-lindner/services');
    await expect.element(page.getByRole('heading', { name: 'Maria Huber' })).toBeVisible();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
