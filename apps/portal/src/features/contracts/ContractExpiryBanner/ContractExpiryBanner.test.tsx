import { initialize } from '@lindner/api';
import { loadMessages, LocaleProvider } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { portalMessages } from '../../../messages';
import { expiringLicenceAndWarranty } from '../../../shared/storybook/fakeData';
import { contractExpiryDismissalKey } from '../dismissal';
import { ContractExpiryBanner } from './ContractExpiryBanner';
import { ContractExpiryBannerView } from './ContractExpiryBannerView';

const messages = await loadMessages('de', [uiMessages, portalMessages]);
const hour = 3_600_000;
const start = new Date('2026-11-22T09:00:00Z').getTime();

function renderBanner(
  element = <ContractExpiryBannerView notifications={expiringLicenceAndWarranty} />,
) {
  return render(
    <LocaleProvider locale="de" messages={messages}>
      {element}
    </LocaleProvider>,
  );
}

const banner = () => page.getByRole('region', { name: 'Vertrag läuft bald ab' });

describe('ContractExpiryBanner', () => {
  beforeEach(() => {
    localStorage.removeItem(contractExpiryDismissalKey);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.removeItem(contractExpiryDismissalKey);
  });

  it('hides when dismissed and stores now + 24 hours', async () => {
    await renderBanner();
    await expect.element(banner()).toHaveTextContent('TracLink Smart');
    await userEvent.click(page.getByRole('button', { name: 'Hinweis ausblenden' }));
    await expect.element(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem(contractExpiryDismissalKey)).toBe(String(start + 24 * hour));
  });

  it('stays hidden after a reload within 24 hours and shows again after them', async () => {
    const first = await renderBanner();
    await userEvent.click(page.getByRole('button', { name: 'Hinweis ausblenden' }));
    await expect.element(banner()).not.toBeInTheDocument();
    await first.unmount();

    vi.setSystemTime(start + 23 * hour);
    const within = await renderBanner();
    await expect.element(page.getByText('TracLink Smart')).not.toBeInTheDocument();
    await within.unmount();

    vi.setSystemTime(start + 24 * hour);
    await renderBanner();
    await expect.element(banner()).toHaveTextContent('TracLink Smart');
  });

  it('takes another duration', async () => {
    const first = await renderBanner(
      <ContractExpiryBannerView
        notifications={expiringLicenceAndWarranty}
        dismissDuration={hour}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Hinweis ausblenden' }));
    expect(localStorage.getItem(contractExpiryDismissalKey)).toBe(String(start + hour));
    await first.unmount();
    vi.setSystemTime(start + hour);
    await renderBanner();
    await expect.element(banner()).toBeVisible();
  });

  it('shows nothing when the notifications cannot be fetched', async () => {
    const failingFetch = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'Kaputt', data: { data: null } }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    initialize({
      baseUrl: 'https://api.example/api',
      clientSegment: 'portal',
      getToken: () => 'token',
      fetch: failingFetch,
    });
    await renderBanner(<ContractExpiryBanner />);
    await expect.poll(() => failingFetch.mock.calls.length).toBeGreaterThan(0);
    expect(String(failingFetch.mock.calls[0]?.[0])).toBe(
      'https://api.example/api/portal/contractItems/notifications',
    );
    await expect.poll(() => logged.mock.calls.length).toBeGreaterThan(0);
    expect(document.body.querySelector('[role="status"]')).toBeNull();
    logged.mockRestore();
  });
});
