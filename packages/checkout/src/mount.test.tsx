import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount';
import { demoApi } from './testing/demoApi';
import { lintracId } from './testing/demoData';

/** How long to wait for the widget on a busy machine; a wait ends once the widget is there. */
const settled = { timeout: 4_000 };

const cleanups: (() => void)[] = [];

function host() {
  const element = document.createElement('div');
  document.body.append(element);
  cleanups.push(() => element.remove());
  return element;
}

afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('mount', () => {
  it('shows the way to sign in at Mein Lindner without a token, and calls no API', async () => {
    const api = demoApi();
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const element = host();
    cleanups.push(mount(element, { locale: 'de-at', apiBase: 'https://portal.example/api' }));
    await vi.waitFor(
      () => expect(element.querySelector('h2')?.textContent).toBe('Zum Bestellen anmelden'),
      settled,
    );
    const link = element.querySelector('a');
    expect(link?.textContent).toBe('Bei Mein Lindner anmelden');
    expect(link?.getAttribute('href')).toBe('https://portal.example/de-at/mein-lindner/fuhrpark');
    expect(api.requests).toEqual([]);
  });

  it('counts a token getter that gives nothing as signed out', async () => {
    const element = host();
    cleanups.push(mount(element, { locale: 'en', getToken: () => undefined }));
    await vi.waitFor(
      () => expect(element.querySelector('h2')?.textContent).toBe('Sign in to order'),
      settled,
    );
  });

  it('shows the checkout of the kind and vehicle given, asking the API with the token', async () => {
    const api = demoApi();
    const fetch = vi.fn(api.fetch);
    vi.stubGlobal('fetch', fetch);
    const element = host();
    cleanups.push(
      mount(element, {
        locale: 'fr',
        apiBase: '/api/',
        kind: 'traclink',
        vehicleId: lintracId,
        getToken: () => 'a-token',
      }),
    );
    await vi.waitFor(
      () => expect(element.querySelector('h2')?.textContent).toBe('Commander TracLink'),
      settled,
    );
    await vi.waitFor(
      () =>
        expect(element.querySelector('button[type="submit"]')?.textContent).toBe(
          'Commander avec obligation de paiement',
        ),
      settled,
    );
    const [input, init] = fetch.mock.calls[0] ?? [];
    expect(String(input)).toMatch(/\/api\/portal\//);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer a-token');
  });
});
