import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount';
import { demoFetch } from './testing/demoFetch';

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

const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

describe('mount', () => {
  it('renders the finder from the options, in their locale, and searches the given place', async () => {
    const fetch = vi.fn(demoFetch);
    vi.stubGlobal('fetch', fetch);
    const element = host();
    cleanups.push(
      mount(element, {
        locale: ' EN ',
        apiBase: 'https://cms.example.test/api/',
        segment: 'portal',
        country: 'at',
        place: ' 4020 ',
      }),
    );

    await vi.waitFor(
      () => expect(element.querySelector('h2')?.textContent).toBe('Dealer search'),
      settled,
    );
    await vi.waitFor(
      () => expect(text(element)).toContain('3 dealers near 4020 Linz, nearest first'),
      settled,
    );
    expect(fetch).toHaveBeenCalledWith(
      'https://cms.example.test/api/portal/dealers?zip=4020&country=AT&radius=50&locale=en',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(element.querySelector('input')?.value).toBe('4020');
    expect(element.querySelector('[lang]')?.getAttribute('lang')).toBe('en');
    expect(element.querySelectorAll('ol > li')).toHaveLength(3);
  });

  it('reads a regional locale and a chosen country', async () => {
    vi.stubGlobal('fetch', vi.fn(demoFetch));
    const element = host();
    cleanups.push(mount(element, { locale: 'fr-FR', country: 'ch' }));
    await vi.waitFor(
      () => expect(element.querySelector('h2')?.textContent).toBe('Recherche de revendeurs'),
      settled,
    );
    expect(element.querySelector('[lang]')?.getAttribute('lang')).toBe('fr-fr');
    expect(element.querySelector<HTMLSelectElement>('select')?.value).toBe('CH');
  });

  it('falls back to the defaults for options it cannot read, and searches nothing', async () => {
    const fetch = vi.fn(demoFetch);
    vi.stubGlobal('fetch', fetch);
    const element = host();
    cleanups.push(
      mount(element, {
        locale: 'xx',
        country: 'Narnia',
        tileUrl: 'javascript:alert(1)//{z}{x}{y}',
        apiBase: 42 as unknown as string,
        place: '   ',
      }),
    );
    // German, Austria, OpenStreetMap's tiles (named in the consent placeholder).
    await vi.waitFor(
      () => expect(element.querySelector('h2')?.textContent).toBe('Händlersuche'),
      settled,
    );
    expect(element.querySelector('[lang]')?.getAttribute('lang')).toBe('de');
    expect(element.querySelector<HTMLSelectElement>('select')?.value).toBe('AT');
    expect(text(element)).toContain('eine Karte von OpenStreetMap');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('removes the widget and stops its search when unmounted', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => {});
      }),
    );
    const element = host();
    const unmount = mount(element, { place: '4020' });
    await vi.waitFor(() => expect(signal).toBeDefined(), settled);
    expect(element.querySelector('h2')).not.toBeNull();
    unmount();
    expect(element.innerHTML).toBe('');
    expect(signal?.aborted).toBe(true);
    // A second call does nothing.
    expect(() => unmount()).not.toThrow();
  });

  it('shows its own error block instead of breaking the page when rendering fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(demoFetch));
    // Reading a dealer's opening hours fails while rendering the result list.
    vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts').mockImplementation(() => {
      throw new Error('broken clock');
    });
    const element = host();
    expect(() => cleanups.push(mount(element, { place: '4020' }))).not.toThrow();
    await vi.waitFor(() => expect(element.querySelector('[role="alert"]')).not.toBeNull(), settled);
    expect(element.querySelector('form')).toBeNull();
  });
});
