import { initialize } from '@lindner/api';
import type { UpfrontNewsArticle, UpfrontNewsSummary } from '@lindner/api/schema';
import { loadMessages, LocaleProvider } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { portalMessages, portalPersonalAreaMessages } from '../../messages';
import { portalNewsServicesMessages } from '../../messages/newsServices';
import { UpfrontNewsArticlePage } from './pages/upfront-news-detail/UpfrontNewsArticlePage';
import { UpfrontNewsPage } from './pages/upfront-news/UpfrontNewsPage';

const messages = await loadMessages('de', [
  uiMessages,
  portalMessages,
  portalPersonalAreaMessages,
  portalNewsServicesMessages,
]);

const summaries: UpfrontNewsSummary[] = [
  {
    slug: 'lintrac-130-ls',
    title: 'Der neue Lintrac 130 LS',
    teaser: 'Mehr Leistung.',
    publishedAt: '2026-11-21T08:00:00+01:00',
    image: null,
    read: false,
    textLanguage: 'de',
  },
  {
    slug: 'traclink-update',
    title: 'TracLink-Update',
    teaser: 'Aufgaben am Smartphone.',
    publishedAt: '2026-11-14T08:00:00+01:00',
    image: null,
    read: false,
    textLanguage: 'de',
  },
];

/**
 * The API as the server answers: an opened article counts as read from then on. The list
 * answers slowly after its first time, so a test sees what the cache shows meanwhile.
 */
function fakeServer({ laterListDelay = 0 } = {}) {
  const read = new Set<string>();
  let listCalls = 0;
  const json = (status: number, data: unknown) =>
    new Response(JSON.stringify({ success: status === 200, message: '', data: { data } }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  return vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input)).pathname.replace('/api/portal', '');
    if (path === '/news/upfront') {
      listCalls += 1;
      if (listCalls > 1) await new Promise((resolve) => setTimeout(resolve, laterListDelay));
      return json(
        200,
        summaries.map((item) => ({ ...item, read: item.read || read.has(item.slug) })),
      );
    }
    const slug = decodeURIComponent(path.replace('/news/upfront/', ''));
    const summary = summaries.find((item) => item.slug === slug);
    if (!summary) return json(404, null);
    read.add(slug);
    const article: UpfrontNewsArticle = {
      ...summary,
      read: true,
      body: [{ type: 'paragraph', content: [{ text: 'Der Text des Artikels.' }] }],
      previous: null,
      next: null,
    };
    return json(200, article);
  });
}

async function renderAt(path: string, fetchFn: typeof fetch) {
  initialize({
    baseUrl: 'https://api.example/api',
    clientSegment: 'portal',
    getToken: () => 'token',
    fetch: fetchFn,
  });
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <LocaleProvider locale="de" messages={messages}>
          <Routes>
            <Route path="/de/mein-lindner/vorab-news" element={<UpfrontNewsPage />} />
            <Route
              path="/de/mein-lindner/vorab-news/:slug"
              element={
                <>
                  {/* The frame's back link, as the personal area shows it. */}
                  <Link to="/de/mein-lindner/vorab-news">zurück</Link>
                  <UpfrontNewsArticlePage />
                </>
              }
            />
          </Routes>
        </LocaleProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('upfront news pages', () => {
  it('shows an opened article as read back in the list', async () => {
    const server = fakeServer({ laterListDelay: 3_000 });
    await renderAt('/de/mein-lindner/vorab-news', server);
    await page.getByRole('link', { name: 'TracLink-Update, ungelesen' }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'TracLink-Update' }))
      .toBeVisible();
    await expect.element(page.getByText('Der Text des Artikels.')).toBeVisible();

    await page.getByRole('link', { name: 'zurück' }).click();
    // At once from the cache, well before a new fetch of the list could answer.
    await expect
      .element(page.getByRole('link', { name: 'TracLink-Update', exact: true }), {
        timeout: 1_500,
      })
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Der neue Lintrac 130 LS, ungelesen' }))
      .toBeVisible();
  });

  it('says so in the page for an unknown article', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt('/de/mein-lindner/vorab-news/gibt-es-nicht', fakeServer());
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Artikel nicht gefunden' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Alle Vorab-News ansehen' }))
      .toHaveAttribute('href', '/de/mein-lindner/vorab-news');
    expect(page.getByRole('button', { name: 'Erneut versuchen' }).query()).toBeNull();
    logged.mockRestore();
  });
});
