import { initialize } from '@lindner/api';
import type { MyClassifiedAd } from '@lindner/api/schema';
import { loadMessages, LocaleProvider } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { portalMessages, portalPersonalAreaMessages } from '../../messages';
import { portalClassifiedAdsMessages } from '../../messages/classifiedAds';
import { activeAd, models } from './classifiedAdsStoryData';
import { AdFormPage } from './pages/classified-ads/AdFormPage';

const messages = await loadMessages('de', [
  uiMessages,
  apiMessages,
  apiPersonalAreaMessages,
  portalMessages,
  portalPersonalAreaMessages,
  portalClassifiedAdsMessages,
]);

const newAd: MyClassifiedAd = {
  ...activeAd,
  id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  images: [],
  attachments: [],
  replies: [],
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The API as the server answers: the ad is created, and each picture added to it, except one
 * named `kaputt.jpg`, which the server refuses as it refuses a file that is no picture.
 */
function fakeServer() {
  const calls: Call[] = [];
  const json = (status: number, data: unknown, extra: Record<string, unknown> = {}) =>
    new Response(
      JSON.stringify({ success: status === 200, message: '', data: { data }, ...extra }),
      { status, headers: { 'Content-Type': 'application/json' } },
    );
  let ad = newAd;
  const fetchFn = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input)).pathname.replace('/api/portal', '');
    const method = init?.method ?? 'GET';
    const body = init?.body;
    const picture = body instanceof FormData ? (body.get('image') as File | null) : null;
    calls.push({
      method,
      path,
      body: picture ? picture.name : typeof body === 'string' ? JSON.parse(body) : null,
    });
    if (path === '/models') return json(200, models);
    if (path === '/classified-ads' && method === 'POST') return json(200, ad);
    if (path === `/classified-ads/${newAd.id}/images` && picture) {
      if (picture.name === 'kaputt.jpg') {
        return json(400, null, {
          message: 'Bitte prüfe die markierten Felder.',
          errors: { image: 'Die Datei ist kein Bild.' },
        });
      }
      ad = {
        ...ad,
        images: [
          ...ad.images,
          { id: `img-${ad.images.length + 1}`, image: activeAd.images[0]!.image },
        ],
      };
      return json(200, ad);
    }
    return json(404, null);
  });
  return { fetchFn, calls };
}

async function renderForm(fetchFn: typeof fetch) {
  initialize({
    baseUrl: 'https://api.example/api',
    clientSegment: 'portal',
    getToken: () => 'token',
    fetch: fetchFn,
  });
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/de/mein-lindner/kleinanzeigen']}>
        <LocaleProvider locale="de" messages={messages}>
          <Routes>
            <Route path="/de/mein-lindner/kleinanzeigen" element={<AdFormPage />} />
            <Route
              path="/de/mein-lindner/kleinanzeigen/verwalten"
              element={<p>Meine Anzeigen</p>}
            />
          </Routes>
        </LocaleProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const jpeg = (name: string) => new File([new Uint8Array(512)], name, { type: 'image/jpeg' });

async function fillIn() {
  await page.getByRole('textbox', { name: 'Titel' }).fill('Geotrac 85 ep mit Frontlader');
  await page.getByRole('textbox', { name: 'Beschreibung' }).fill('Gepflegt, erste Hand.');
  await page.getByRole('textbox', { name: 'Preis in Euro' }).fill('64.900');
  await page.getByRole('combobox', { name: 'Zustand' }).selectOptions('used');
  await page.getByRole('combobox', { name: 'Modell' }).selectOptions('geotrac-85');
  await page.getByRole('checkbox', { name: /einverstanden/ }).click();
}

describe('creating a classified ad', () => {
  it('creates the ad, uploads the pictures in order and shows a refused one with its message', async () => {
    const { fetchFn, calls } = fakeServer();
    await renderForm(fetchFn);
    await expect.element(page.getByRole('combobox', { name: 'Modell' })).toBeEnabled();
    await fillIn();
    await userEvent.upload(page.getByLabelText('Bilder', { exact: true }), [
      jpeg('vorne.jpg'),
      jpeg('kaputt.jpg'),
      jpeg('hinten.jpg'),
    ]);
    await page.getByRole('button', { name: 'Anzeige veröffentlichen' }).click();

    await expect
      .element(page.getByText('Nicht hochgeladen: Die Datei ist kein Bild.'))
      .toBeVisible();
    await expect.element(page.getByText('Anzeige erstellt')).toBeVisible();
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/classified-ads',
      body: {
        kind: 'offer',
        title: 'Geotrac 85 ep mit Frontlader',
        description: 'Gepflegt, erste Hand.',
        priceCents: 6_490_000,
        condition: 'used',
        yearOfConstruction: null,
        modelId: 'geotrac-85',
        privacyConsent: true,
      },
    });
    expect(sent.slice(1).map((call) => [call.path, call.body])).toEqual([
      [`/classified-ads/${newAd.id}/images`, 'vorne.jpg'],
      [`/classified-ads/${newAd.id}/images`, 'kaputt.jpg'],
      [`/classified-ads/${newAd.id}/images`, 'hinten.jpg'],
    ]);
    // The two uploaded pictures are part of the ad now; the refused one waits to be removed.
    await expect.element(page.getByText('Bild 2')).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Dateien erneut hochladen' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Titel' }))
      .toHaveValue('Geotrac 85 ep mit Frontlader');
  });

  it('goes to the list of ads once the ad and its pictures are saved', async () => {
    const { fetchFn, calls } = fakeServer();
    await renderForm(fetchFn);
    await expect.element(page.getByRole('combobox', { name: 'Modell' })).toBeEnabled();
    await fillIn();
    await userEvent.upload(page.getByLabelText('Bilder', { exact: true }), [jpeg('vorne.jpg')]);
    await page.getByRole('button', { name: 'Anzeige veröffentlichen' }).click();
    await expect.element(page.getByText('Meine Anzeigen')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });
});
