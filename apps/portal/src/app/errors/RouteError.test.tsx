import { loadMessages, LocaleProvider } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { portalMessages } from '../../messages';
import { portalRoutes } from '../router/portalRoutes';
import { Loading, Root } from '../router/Root';
import { RootError, RouteError } from './RouteError';

const messages = await loadMessages('en', [uiMessages, portalMessages]);

async function renderRoute(route: RouteObject, path: string) {
  const router = createMemoryRouter(
    [{ ...route, path, ErrorBoundary: RouteError, HydrateFallback: () => null }],
    {
      initialEntries: [path],
    },
  );
  await render(
    <LocaleProvider locale="en" messages={messages}>
      <RouterProvider router={router} />
    </LocaleProvider>,
  );
}

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the 405 page for a thrown 405 response', async () => {
    await renderRoute(
      {
        // As the route table gives it: the page's area leads the error page's ways on.
        handle: { name: 'fleet-detail', area: 'personal', locale: 'en' },
        loader: () => {
          throw new Response(null, { status: 405 });
        },
        Component: () => null,
      },
      '/en/my-lindner/fleet/42',
    );
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Error 405: Page no longer available');
    await expect
      .element(page.getByRole('link', { name: 'Go to the My Lindner overview' }))
      .toHaveAttribute('href', '/en/my-lindner');
  });

  it('shows the 404 page for a 404 thrown while rendering', async () => {
    // React and the router report an error caught while rendering.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderRoute(
      {
        handle: { name: 'fleet-detail', area: 'personal', locale: 'fr' },
        Component: () => {
          throw new Response(null, { status: 404 });
        },
      },
      '/fr/mon-lindner/flotte/42',
    );
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Error 404: Page not found');
    await expect.element(page.getByRole('link')).toHaveAttribute('href', '/fr/mon-lindner');
  });

  it('shows the fetch-error block with Retry in the frame when a page’s code fails to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const routes = portalRoutes(
      { dashboard: () => Promise.reject(failure) },
      {
        Root,
        Loading,
        PersonalArea: async () => ({
          Component: () => (
            <>
              <nav aria-label="Persönlicher Bereich" />
              <Outlet />
            </>
          ),
        }),
        PublicArea: async () => ({ Component: Outlet }),
        NotFound: () => null,
        Logout: () => null,
        RouteError,
        RootError,
      },
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/en/my-lindner'] });
    await render(
      <LocaleProvider locale="en" messages={messages}>
        <RouterProvider router={router} />
      </LocaleProvider>,
    );
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('An error occurred while fetching data.');
    await expect.element(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect.element(page.getByRole('navigation')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(failure);
  });
});
