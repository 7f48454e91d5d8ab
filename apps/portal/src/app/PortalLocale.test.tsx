import type { Locale, MessageCatalog, Messages } from '@lindner/i18n';
import { Component, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { withPageMessages } from '../shared/locale/withPageMessages';
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

const text = (value: string): Messages[string] => [{ type: 0, value }];

/**
 * A page's own catalog (as a widget package's): made-up texts that load when asked for, except
 * the first `failures` times they are asked for in English.
 */
function pageCatalog(failures = 0) {
  let failed = 0;
  const load = async (locale: Locale, value: string) => {
    if (locale === 'en' && failed < failures) {
      failed += 1;
      throw new Error('The catalog did not load');
    }
    return { default: { 'page.heading': text(value) } };
  };
  return {
    de: () => load('de', 'Händlersuche'),
    'de-at': () => load('de-at', 'Händlersuche (AT)'),
    en: () => load('en', 'Dealer search'),
    fr: () => load('fr', 'Recherche de revendeurs'),
    'fr-fr': () => load('fr-fr', 'Recherche de revendeurs (FR)'),
  } satisfies MessageCatalog;
}

class Retry extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        retry
      </button>
    ) : (
      this.props.children
    );
  }
}

describe('PortalLocale with pages that bring their own messages', () => {
  afterEach(() => {
    document.documentElement.lang = 'de';
  });

  async function renderPortal(catalog: MessageCatalog, path = '/de/mein-lindner') {
    const intls: IntlShape[] = [];
    function PageTexts() {
      const intl = useIntl();
      intls.push(intl);
      return (
        <>
          <h2>{intl.formatMessage({ id: 'page.heading' })}</h2>
          <p>{intl.formatMessage({ id: 'portal.app.title' })}</p>
          <input aria-label="typed" />
        </>
      );
    }
    const Page = withPageMessages([catalog], PageTexts);
    function Frame() {
      const navigate = useNavigate();
      intls.push(useIntl());
      return (
        <>
          <Retry>
            <Page />
          </Retry>
          <button type="button" onClick={() => void navigate('/en/my-lindner')}>
            en
          </button>
        </>
      );
    }
    const router = createMemoryRouter([{ path: '*', Component: Frame }], {
      initialEntries: [path],
    });
    const bootLocale = 'de';
    await render(
      <PortalLocale
        router={router}
        bootLocale={bootLocale}
        initialMessages={catalogs[bootLocale]}
        loadMessages={async (locale) => catalogs[locale]}
      >
        <RouterProvider router={router} />
      </PortalLocale>,
    );
    return { intls };
  }

  it('shows a page’s texts beside the portal’s, from the portal’s one provider', async () => {
    const { intls } = await renderPortal(pageCatalog());
    await expect.element(page.getByRole('heading', { name: 'Händlersuche' })).toBeVisible();
    await expect.element(page.getByText('Mein Lindner')).toBeVisible();
    // The page formats with the same intl object as the frame around it: no provider of its own.
    expect(intls.at(-1)).toBe(intls.at(-2));
  });

  it('keeps the page and what it holds until the new language’s texts, its own too, are here', async () => {
    await renderPortal(pageCatalog());
    await userEvent.type(page.getByRole('textbox', { name: 'typed' }), '4020');
    await userEvent.click(page.getByRole('button', { name: 'en' }));
    await expect.element(page.getByRole('heading', { name: 'Dealer search' })).toBeVisible();
    await expect.element(page.getByText('My Lindner')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'typed' })).toHaveValue('4020');
  });

  it('throws the page’s failed texts to its error element, whose retry loads them again', async () => {
    // In English: the portal's load before it switches, and the page's own.
    await renderPortal(pageCatalog(2), '/en/my-lindner');
    await userEvent.click(page.getByRole('button', { name: 'retry' }));
    await expect.element(page.getByRole('heading', { name: 'Dealer search' })).toBeVisible();
  });
});
