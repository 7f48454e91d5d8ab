import type { Locale, Messages } from '@lindner/i18n';
import { useIntl } from 'react-intl';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PortalLocale } from './PortalLocale';

/** One made-up message per locale, so the test sees which catalog is shown. */
const catalogs: Record<Locale, Messages> = {
  de: { 'portal.app.title': [{ type: 0, value: 'Mein Lindner' }] },
  'de-at': { 'portal.app.title': [{ type: 0, value: 'Mein Lindner (AT)' }] },
  en: { 'portal.app.title': [{ type: 0, value: 'My Lindner' }] },
  fr: { 'portal.app.title': [{ type: 0, value: 'Mon Lindner' }] },
  'fr-fr': { 'portal.app.title': [{ type: 0, value: 'Mon Lindner (FR)' }] },
};

function Title() {
  const intl = useIntl();
  return <h1>{intl.formatMessage({ id: 'portal.app.title' })}</h1>;
}

function Links() {
  const navigate = useNavigate();
  return (
    <>
      <Title />
      <button type="button" onClick={() => void navigate('/en/my-lindner')}>
        en
      </button>
      <button type="button" onClick={() => void navigate('/fr-fr/mon-lindner')}>
        fr-fr
      </button>
      <button type="button" onClick={() => void navigate('/nowhere')}>
        none
      </button>
    </>
  );
}

async function renderAt(path: string, bootLocale: Locale = 'de') {
  const router = createMemoryRouter([{ path: '*', Component: Links }], {
    initialEntries: [path],
  });
  const loadMessages = vi.fn(async (locale: Locale) => catalogs[locale]);
  await render(
    <PortalLocale
      router={router}
      bootLocale={bootLocale}
      initialMessages={catalogs[bootLocale]}
      loadMessages={loadMessages}
    >
      <RouterProvider router={router} />
    </PortalLocale>,
  );
  return { router, loadMessages };
}

describe('PortalLocale', () => {
  afterEach(() => {
    document.documentElement.lang = 'de';
  });

  it('follows the URL’s locale as the user navigates', async () => {
    await renderAt('/de-at/mein-lindner', 'de-at');
    await expect.element(page.getByRole('heading')).toHaveTextContent('Mein Lindner (AT)');
    expect(document.documentElement.lang).toBe('de-AT');

    await userEvent.click(page.getByRole('button', { name: 'en' }));
    await expect.element(page.getByRole('heading')).toHaveTextContent('My Lindner');
    await expect.poll(() => document.documentElement.lang).toBe('en');

    await userEvent.click(page.getByRole('button', { name: 'fr-fr' }));
    await expect.element(page.getByRole('heading')).toHaveTextContent('Mon Lindner (FR)');
    await expect.poll(() => document.documentElement.lang).toBe('fr-FR');
  });

  it('switches to the URL’s locale when the boot locale differs', async () => {
    const { loadMessages } = await renderAt('/en/my-lindner', 'de');
    await expect.element(page.getByRole('heading')).toHaveTextContent('My Lindner');
    expect(loadMessages).toHaveBeenCalledWith('en');
  });

  it('keeps the boot locale on paths without one', async () => {
    const { loadMessages } = await renderAt('/de-at/mein-lindner', 'de-at');
    await userEvent.click(page.getByRole('button', { name: 'none' }));
    await expect.element(page.getByRole('heading')).toHaveTextContent('Mein Lindner (AT)');
    expect(loadMessages).not.toHaveBeenCalled();
  });
});
