// Widgets on a CMS page whose own CSS would leak into them: the page's text colour and font
// inherited by everything, and its link and button colours.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { widgetRegistry } from './widgetRegistry';

const settled = { timeout: 4_000 };
const white = 'rgb(255, 255, 255)';
const brandRed = 'rgb(226, 0, 26)';

const hostStyles = document.createElement('style');
hostStyles.textContent = `
  body { color: #333; font-family: Arial, sans-serif; font-weight: 300; text-transform: uppercase; }
  a, button { color: #222; font-family: Arial, sans-serif; }
`;
const column = document.createElement('div');

beforeAll(async () => {
  document.head.append(hostStyles);
  document.body.append(column);
  // The widgets' code, loaded once before the tests (the first load is slow on a busy machine).
  await Promise.all([widgetRegistry['finance-calculator']!(), widgetRegistry['dealer-map']!()]);
}, 60_000);
afterAll(() => {
  hostStyles.remove();
  column.remove();
});

/** Mounts a widget as the loader does, fonts included, and waits for its first heading. */
async function mountOnHostPage(name: string, options: Record<string, string>) {
  const element = document.createElement('div');
  column.append(element);
  const mount = await widgetRegistry[name]!();
  const unmount = mount(element, options);
  await vi.waitFor(() => expect(element.querySelector('h2')).not.toBeNull(), settled);
  return { element, unmount };
}

describe('a widget on a CMS page with CSS of its own', () => {
  it('sets its own fonts and text colour instead of inheriting the page', async () => {
    const { element, unmount } = await mountOnHostPage('finance-calculator', {
      locale: 'de',
      price: '60000',
    });
    try {
      const root = element.firstElementChild as HTMLElement;
      expect(getComputedStyle(root).fontFamily).toMatch(/^Roboto\b/);
      expect(getComputedStyle(root).color).toBe('rgb(26, 26, 26)');
      expect(getComputedStyle(root).textTransform).toBe('none');
      expect(getComputedStyle(element.querySelector('h2')!).fontFamily).toMatch(/^Poppins\b/);
    } finally {
      unmount();
    }
  });

  it('brings the brand fonts, which the page does not have', async () => {
    const { unmount } = await mountOnHostPage('finance-calculator', { locale: 'de' });
    try {
      expect(await document.fonts.load('400 16px Roboto')).not.toHaveLength(0);
      expect(await document.fonts.load('500 16px Poppins')).not.toHaveLength(0);
    } finally {
      unmount();
    }
  });

  it('shows a primary button with white text on the brand red', async () => {
    const { element, unmount } = await mountOnHostPage('finance-calculator', {
      locale: 'de',
      price: '60000',
    });
    try {
      await vi.waitFor(() => expect(element.querySelector('a[href]')).not.toBeNull(), settled);
      const enquiry = [...element.querySelectorAll('a')].find(
        (link) => link.textContent === 'Finanzierung anfragen',
      )!;
      expect(getComputedStyle(enquiry).color).toBe(white);
      expect(getComputedStyle(enquiry).backgroundColor).toBe(brandRed);
      expect(getComputedStyle(enquiry).fontFamily).toMatch(/^Poppins\b/);
    } finally {
      unmount();
    }
  });

  it('shows the dealer finder search button with white text on the brand red', async () => {
    const { element, unmount } = await mountOnHostPage('dealer-map', {
      locale: 'de',
      apiBase: '/no-api',
    });
    try {
      await vi.waitFor(
        () => expect(element.querySelector('button[type="submit"]')).not.toBeNull(),
        settled,
      );
      const search = element.querySelector('button[type="submit"]')!;
      expect(getComputedStyle(search).color).toBe(white);
      expect(getComputedStyle(search).backgroundColor).toBe(brandRed);
    } finally {
      unmount();
    }
  });
});
