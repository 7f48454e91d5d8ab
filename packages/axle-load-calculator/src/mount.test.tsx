import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount';
import { demoModels } from './testing/demoModels';

/** How long to wait for the widget on a busy machine; a wait ends once the widget is there. */
const settled = { timeout: 4_000 };

const envelope = { success: true, message: '', data: { data: demoModels } };
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
});

describe('mount', () => {
  it('renders the calculator in the given locale with the models of the API', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json(envelope)));
    vi.stubGlobal('fetch', fetch);
    const element = host();
    const unmount = mount(element, {
      locale: ' EN ',
      apiBase: 'https://cms.example.test/api/',
      modelId: 'demo-3000',
      syncUrl: 'false',
    });
    cleanups.push(unmount);

    await vi.waitFor(
      () => expect(element.querySelector('h2')?.textContent).toBe('Axle load calculator'),
      settled,
    );
    // The model field stands disabled while the models load.
    await vi.waitFor(() => expect(element.querySelector('select:enabled')).not.toBeNull(), settled);
    expect(fetch).toHaveBeenCalledWith(
      'https://cms.example.test/api/portal/models',
      expect.anything(),
    );
    expect(element.querySelector('select')?.value).toBe('demo-3000');
    expect(window.location.search).not.toContain('model=');
  });

  it('falls back to German for an unknown locale and works without an API', async () => {
    const element = host();
    cleanups.push(mount(element, { locale: 'xx', syncUrl: 'off' }));
    await vi.waitFor(
      () => expect(element.querySelector('h2')?.textContent).toBe('Achslastrechner'),
      settled,
    );
    expect(element.querySelector('select')).toBeNull();
  });

  it('removes the widget when unmounted', async () => {
    const element = host();
    const unmount = mount(element, { syncUrl: false });
    await vi.waitFor(() => expect(element.querySelector('h2')).not.toBeNull(), settled);
    unmount();
    expect(element.innerHTML).toBe('');
  });

  it('shows its own error block instead of throwing when rendering fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Reading the page's query fails while rendering; the page around the widget must survive.
    vi.spyOn(URLSearchParams.prototype, 'get').mockImplementation(() => {
      throw new Error('broken page');
    });
    const element = host();
    expect(() => cleanups.push(mount(element, {}))).not.toThrow();
    await vi.waitFor(() => expect(element.querySelector('[role="alert"]')).not.toBeNull(), settled);
    vi.restoreAllMocks();
  });
});
