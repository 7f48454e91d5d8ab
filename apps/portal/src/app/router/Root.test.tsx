import { loadMessages, LocaleProvider } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Root } from './Root';

const messages = await loadMessages('de', [uiMessages]);

function TallPage({ name, next }: { name: string; next: string }) {
  const navigate = useNavigate();
  return (
    <div style={{ height: 4000 }}>
      <h1>{name}</h1>
      <div style={{ position: 'fixed', top: 0, right: 0 }}>
        <Link to={next}>weiter</Link>
        <button type="button" onClick={() => void navigate(-1)}>
          zurück
        </button>
      </div>
    </div>
  );
}

describe('Root', () => {
  afterEach(() => window.scrollTo(0, 0));

  it('scrolls to the top on navigation and back to the old position when going back', async () => {
    const router = createMemoryRouter([
      {
        Component: Root,
        children: [
          { path: '/list', element: <TallPage name="Liste" next="/detail" /> },
          { path: '/detail', element: <TallPage name="Detail" next="/list" /> },
        ],
      },
    ]);
    await router.navigate('/list');
    await render(
      <LocaleProvider locale="de" messages={messages}>
        <RouterProvider router={router} />
      </LocaleProvider>,
    );
    await expect.element(page.getByRole('heading', { name: 'Liste' })).toBeInTheDocument();
    window.scrollTo(0, 1500);
    await expect.poll(() => window.scrollY).toBe(1500);

    await userEvent.click(page.getByRole('link', { name: 'weiter' }));
    await expect.element(page.getByRole('heading', { name: 'Detail' })).toBeInTheDocument();
    await expect.poll(() => window.scrollY).toBe(0);

    window.scrollTo(0, 700);
    await userEvent.click(page.getByRole('button', { name: 'zurück' }));
    await expect.element(page.getByRole('heading', { name: 'Liste' })).toBeInTheDocument();
    await expect.poll(() => window.scrollY).toBe(1500);
  });
});
